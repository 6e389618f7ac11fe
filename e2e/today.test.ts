import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { siteToday } from "../src/domain/dates";
import { seriousViolations } from "./support/axe";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

// Issue 19: the Today screen on a 375 px phone — a log due today, filled with one tap from the list, moves
// to "filled today". The journey makes its own schedule (due by 23:59 every day) so it has a log due
// whatever day and hour it runs; journeys share one server.

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `TD-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Today", () => {
  it("a QA tech fills the log due today from the Today screen on a phone", async () => {
    const manager = await newPage(browser, { baseURL });
    await signIn(manager, "qa.manager@clausewise.demo");
    // Any record of a form made today fills the day's log, and the demo seeds oxnard's water and pest records
    // an hour and three hours before it starts: the journey uses yuma, where nothing records pest control.
    const created = await manager.request.post("/api/sites/yuma/log-schedules", {
      data: { formId: "pest", frequency: { kind: "daily", dueTime: "23:59" }, ownerRole: "qa_tech" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const today = siteToday("America/Phoenix");
    const expected = await manager.request.get(`/api/sites/yuma/expected-logs?from=${today}&to=${today}`);
    const { items } = (await expected.json()) as { items: { scheduleId: string; status: string }[] };
    expect(items.find((item) => item.scheduleId === id)?.status).toBe("due");
    await manager.context().close();

    const tech = await newPage(browser, { baseURL, width: 375 });
    await signIn(tech, "qa.tech@clausewise.demo", undefined, "yuma");
    await tech.goto("/app/today");
    const toDo = tech.getByRole("listitem").filter({ hasText: "Pest Control" }).filter({ hasText: "11:59 PM" });
    await expect.poll(() => toDo.count()).toBe(1);
    expect(await toDo.textContent()).toContain("Due");
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const fill = toDo.getByRole("button", { name: "Fill now" });
    expect((await fill.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(tech, "today-375");
    await fill.click();

    const dialog = tech.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Station", { exact: true }).isVisible()).toBe(true);
    await dialog.getByLabel("Station", { exact: true }).fill(tag);
    await dialog.getByRole("button", { name: "Submit Record" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const filled = tech.getByRole("listitem").filter({ hasText: "Pest Control" }).filter({ hasText: "11:59 PM" });
    await expect.poll(async () => (await filled.first().textContent()) ?? "").toContain("Filled");
    await expect.poll(() => tech.getByRole("heading", { name: /logs? filled today/ }).isVisible()).toBe(true);
    await screenshot(tech, "today-filled-375");
    await tech.context().close();
  });

  it("a QA manager adds a suggested schedule and a holiday on the site page", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    await page.goto("/app/settings/sites/yuma");
    const proposals = page.getByTestId("schedule-proposals");
    await expect.poll(() => proposals.getByRole("listitem").count()).toBeGreaterThan(0);
    const first = proposals.getByRole("listitem").first();
    const form = (await first.locator("p").first().textContent())!;
    await first.getByRole("button", { name: `Add the ${form} schedule` }).click();
    await expect.poll(() => page.getByText("Schedule added").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("log-schedules").textContent()).toContain(form);

    await page.locator("#closure-from").fill("2030-12-24");
    await page.locator("#closure-to").fill("2030-12-26");
    await page.locator("#closure-name").fill(`Winter break ${tag}`);
    await page.getByRole("button", { name: "Add to the list" }).click();
    await expect.poll(() => page.getByTestId("closures").textContent()).toContain(`Winter break ${tag}`);
    await page.getByRole("button", { name: "Save calendar" }).click();
    await expect.poll(() => page.getByText("Working calendar saved").isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(async () => (await page.getByTestId("closures").textContent()) ?? "")
      .toContain(`Winter break ${tag}`);
    // A schedule of its own rhythm: weekly, Monday and Thursday; a weekly one with no day is refused at the field.
    await page.getByRole("button", { name: "New schedule" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Rhythm").click();
    await page.getByRole("option", { name: "Weekly" }).click();
    await dialog.getByRole("checkbox", { name: "Mon" }).click();
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await expect.poll(() => dialog.getByText("Choose at least one day").isVisible()).toBe(true);
    await dialog.getByRole("checkbox", { name: "Thu" }).click();
    await dialog.locator("#schedule-due").fill("14:30");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "new-schedule-dialog-1280");
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(async () => (await page.getByTestId("log-schedules").textContent()) ?? "")
      .toContain("Weekly on Thu by 2:30 PM");
    await screenshot(page, "site-schedules-1280");
    await resize(page, 375, 812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "site-schedules-375");
    await page.context().close();
  });
});
