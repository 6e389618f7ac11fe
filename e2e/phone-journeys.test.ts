import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

// Issue 13, phones: the 375 px journeys of the overview, records (fill a log on a phone and verify it,
// every control on the way at least 44 px) and training (one employee's modules instead of the matrix),
// and the confirmation toast of Report Incident, Place Hold and New Record on a phone.

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `PH-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const phone = (email: string) =>
  newPage(browser, { baseURL, width: 375 }).then(async (page) => (await signIn(page, email), page));

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The controls a thumb uses on the log-entry path. */
const controls = '[data-slot="button"], [data-slot="input"], [data-slot="select-trigger"], [data-slot="textarea"]';

/** Every visible control under `scope` is at least 44 × 44 px; returns how many were measured. */
async function touchTargets(scope: Locator): Promise<number> {
  const boxes = await scope.locator(controls).evaluateAll((elements) =>
    elements
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .map(({ e, r }) => ({
        name: e.getAttribute("aria-label") || e.id || e.textContent?.trim() || e.tagName,
        width: Math.round(r.width),
        height: Math.round(r.height),
      })),
  );
  const small = boxes.filter((b) => b.width < 44 || b.height < 44);
  expect(small).toEqual([]);
  return boxes.length;
}

/** The success toast with this title shows and, once it has slid in, sits wholly inside the phone's screen. */
async function toastShown(page: Page, title: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect.poll(() => item.isVisible()).toBe(true);
  await expect
    .poll(async () => {
      const box = await item.boundingBox();
      return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 375 && box.y + box.height <= 812;
    })
    .toBe(true);
}

/** Every button and link of the screen's main area can be reached: none sticks out past the right edge. */
async function reachable(page: Page) {
  const outside = await page
    .locator("main")
    .locator("button:visible, a:visible")
    .evaluateAll((elements) =>
      elements
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.right > window.innerWidth + 1;
        })
        .map((e) => e.textContent?.trim() || e.getAttribute("aria-label")),
    );
  expect(outside).toEqual([]);
}

describe("375 px journeys", () => {
  it("overview: the figures, the action queue and the navigation drawer on a phone", async () => {
    const page = await phone("qa.manager@clausewise.demo");
    await page.goto("/app/overview");
    for (const card of ["metric-readiness", "metric-records", "metric-training", "metric-deviations"])
      await expect.poll(() => page.getByTestId(card).isVisible()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await reachable(page);
    // The action queue's tabs all fit and switch.
    const tabs = page.getByRole("tab");
    await expect.poll(() => tabs.count()).toBeGreaterThan(2);
    await tabs.nth(1).click();
    await expect.poll(() => tabs.nth(1).getAttribute("data-state")).toBe("active");
    await screenshot(page, "phone-journey-overview-375");
    // The side navigation is a drawer: open it and go to the records.
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("button", { name: "Records", exact: true }).click();
    await page.getByRole("link", { name: "Monitoring" }).click();
    await page.waitForURL(/\/app\/records\/monitoring$/);
    await expect.poll(() => page.getByTestId("record-row").count()).toBeGreaterThan(0);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it("records: a QA tech fills a log on a phone, a QA manager verifies it on a phone, every control at least 44 px", async () => {
    const tech = await phone("qa.tech@clausewise.demo");
    await tech.goto("/app/records/monitoring");
    await expect.poll(() => tech.getByTestId("record-row").count()).toBeGreaterThan(5);
    expect(await touchTargets(tech.locator("main"))).toBeGreaterThan(5);
    await reachable(tech);
    await tech.getByRole("button", { name: "New Record" }).click();
    const dialog = tech.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Clause").textContent()).toContain("C.01.01");
    // Every field and button of the form, and the options of its lists.
    expect(await touchTargets(dialog)).toBeGreaterThanOrEqual(8);
    await dialog.getByLabel("Record type").click();
    const options = tech.getByRole("option");
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    for (const box of await options.evaluateAll((o) => o.map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    await tech.getByRole("option", { name: "Temperature" }).click();
    await dialog.getByLabel("Location").fill(`Cooler ${tag}`);
    await dialog.getByLabel("Temperature", { exact: true }).fill("36.5");
    await screenshot(tech, "phone-journey-new-record-375");
    await dialog.getByRole("button", { name: "Submit Record" }).click();
    await toastShown(tech, "Record Submitted");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await tech.getByPlaceholder("Search records…").fill(tag);
    await expect.poll(() => tech.getByTestId("record-row").count()).toBe(1);
    expect(await tech.getByTestId("record-row").textContent()).toContain("Pending");
    expect(await fitsPhone(tech)).toBeLessThanOrEqual(375);
    await tech.context().close();

    const manager = await phone("qa.manager@clausewise.demo");
    await manager.goto("/app/records/monitoring");
    await manager.getByPlaceholder("Search records…").fill(tag);
    await expect.poll(() => manager.getByTestId("record-row").count()).toBe(1);
    const row = manager.getByTestId("record-row");
    expect(await touchTargets(row)).toBe(2);
    await reachable(manager);
    await row.getByRole("button", { name: "Verify" }).click();
    const review = manager.getByRole("dialog");
    await expect.poll(() => review.getByText(`Cooler ${tag}`).first().isVisible()).toBe(true);
    expect(await touchTargets(review)).toBeGreaterThanOrEqual(4);
    await review.getByLabel("Verification notes").fill("Probe reading matches the cooler display.");
    await screenshot(manager, "phone-journey-review-375");
    await review.getByRole("button", { name: "Approve" }).click();
    await toastShown(manager, "Record Approved");
    await expect.poll(() => row.textContent()).toContain("Verified");
    expect(await fitsPhone(manager)).toBeLessThanOrEqual(375);
    await manager.context().close();
  });

  it("training: the matrix becomes one employee's modules, with status and due date", async () => {
    const page = await phone("qa.manager@clausewise.demo");
    const assignments = (
      (await (await page.request.get("/api/sites/oxnard/training/assignments")).json()) as {
        items: { employee: { id: string; name: string }; module: { title: string }; status: string }[];
      }
    ).items;
    await page.goto("/app/training/matrix");
    const card = page.getByTestId("employee-training");
    await expect.poll(() => card.isVisible()).toBe(true);
    // No role × module grid on a phone.
    expect(await page.getByRole("table", { name: "Training matrix" }).isVisible()).toBe(false);
    const names = [...new Set(assignments.map((a) => a.employee.name))].sort((a, b) => a.localeCompare(b));
    expect(names.length).toBeGreaterThan(1);
    for (const name of [names[0]!, names[names.length - 1]!]) {
      if (name !== names[0]) {
        await card.getByLabel("Employee").click();
        await page.getByRole("option", { name: new RegExp(`^${name} \\(`) }).click();
      }
      await expect.poll(() => card.getByLabel("Employee").textContent()).toContain(name);
      const theirs = assignments.filter((a) => a.employee.name === name);
      const rows = card.getByTestId("employee-module");
      await expect.poll(() => rows.count()).toBe(theirs.length);
      const text = await card.getByRole("list", { name: `Modules assigned to ${name}` }).textContent();
      for (const a of theirs) {
        expect(text).toContain(a.module.title);
        expect(text).toContain(a.status === "completed" ? "Completed" : a.status === "overdue" ? "Overdue" : "Pending");
      }
      expect(text).toMatch(/(Due|Completed) [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await screenshot(page, "phone-journey-training-375");
    // From 768 px the matrix is back and the per-employee card gone.
    await resize(page, 1280, 800);
    await expect.poll(() => page.getByRole("table", { name: "Training matrix" }).isVisible()).toBe(true);
    expect(await card.isVisible()).toBe(false);
    await page.context().close();
  });

  it("Report Incident and Place Hold confirm with their toast on a phone", async () => {
    const page = await phone("qa.manager@clausewise.demo");
    await page.goto("/app/records/incidents");
    await expect.poll(() => page.getByTestId("incident-row").count()).toBeGreaterThan(2);
    await page.getByRole("button", { name: "Report Incident" }).click();
    const report = page.getByRole("dialog");
    await report.getByLabel("Title").fill(`Forklift oil drip in dock 2 ${tag}`);
    await report.getByLabel("Description").fill("Oil dripped from a forklift near pallets of packed romaine.");
    await report.getByLabel("Immediate action").fill("Pallets moved and inspected, spill cleaned up.");
    await report.getByRole("button", { name: "Report Incident" }).click();
    await toastShown(page, "Incident Reported");
    await expect.poll(() => report.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("incident-row").filter({ hasText: tag }).count()).toBe(1);

    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    await page.goto("/app/records/holds");
    await expect.poll(() => page.getByTestId("hold-row").count()).toBeGreaterThan(2);
    await page.getByRole("button", { name: "Place Hold" }).click();
    const place = page.getByRole("dialog");
    await place.getByLabel("Item").fill(`Romaine hearts 3 ct ${tag}`);
    await place.getByLabel("Quantity").fill("12");
    await place.getByLabel("Reason", { exact: true }).click();
    await page.getByRole("option", { name: "Quality" }).click();
    await place.getByRole("button", { name: "Place Hold" }).click();
    await toastShown(page, "Hold Placed");
    await expect.poll(() => place.isVisible()).toBe(false);
    await expect.poll(() => page.getByTestId("hold-row").filter({ hasText: tag }).count()).toBe(1);
    expect(await fitsPhone(page)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
