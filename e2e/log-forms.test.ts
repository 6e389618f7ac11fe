import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { builtinFormDefinitions } from "../src/domain/forms/builtin-forms";
import { seriousViolations } from "./support/axe";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

// Issue 19: log forms as data, end to end — a QA manager builds a form, schedules it daily from yesterday at
// yuma, yesterday's log is missed (nobody filled it) and shows as a gap on the overview, and a QA tech fills today's on a 375 px phone from the
// Today screen; the record is judged against the form's stored limits.

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `LF-${Date.now().toString(36)}`;
const formName = `Hydrocooler ${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("log forms", () => {
  it("builds a form, schedules it, misses a day, and fills today's log on a phone", async () => {
    const manager = await newPage(browser, { baseURL });
    await signIn(manager, "qa.manager@clausewise.demo", undefined, "yuma");
    await manager.goto("/app/records/forms");
    await manager.getByRole("button", { name: "New form" }).click();
    const builder = manager.getByRole("dialog");
    await builder.getByLabel("Form name").fill(formName);
    await builder.getByLabel("Field 1 label").fill("Water temperature");
    await builder.locator("#form-field-0-unit").fill("°F");
    await builder.locator("#form-field-0-min").fill("33");
    await builder.locator("#form-field-0-max").fill("36");
    await builder.getByRole("button", { name: "Add a field" }).click();
    await builder.getByLabel("Field 2 label").fill("Screen clean");
    await builder.getByLabel("Kind").nth(1).click();
    await manager.getByRole("option", { name: "Pass / fail" }).click();
    await builder.getByRole("button", { name: "Add a field" }).click();
    await builder.getByLabel("Field 3 label").fill("Initials");
    await builder.getByLabel("Kind").nth(2).click();
    await manager.getByRole("option", { name: "Initials or signature" }).click();
    // Reordered: initials first.
    await builder.getByRole("button", { name: "Move field 3 up" }).click();
    await builder.getByRole("button", { name: "Move field 2 up" }).click();
    expect(await builder.getByLabel("Field 1 label").inputValue()).toBe("Initials");
    // The clause picker: searchable, picked and dropped with the keyboard, chosen clauses as removable chips.
    const picker = builder.locator("#form-clauses");
    await picker.click();
    const search = manager.getByRole("combobox", { name: "Search clauses by code or title" });
    await expect.poll(() => manager.getByRole("option").count()).toBeGreaterThan(1);
    await search.press("ArrowDown");
    await search.press("Enter");
    const picked = manager.getByRole("option", { selected: true });
    await expect.poll(() => picked.count()).toBe(1);
    const clauseId = ((await picked.textContent()) ?? "").trim().split(/\s/)[0]!;
    await search.fill(clauseId);
    await expect.poll(() => manager.getByRole("option").count()).toBe(1);
    expect(await seriousViolations(manager)).toEqual([]);
    await screenshot(manager, "clause-picker-1280");
    await search.press("Escape");
    await expect.poll(() => picker.textContent()).toBe("1 clause chosen");
    // Dropped again: this form evidences no clause (the record below chooses one at the site).
    await builder.getByRole("button", { name: `Remove ${clauseId}` }).click();
    await expect.poll(() => picker.textContent()).toBe("Choose clauses");
    expect(await seriousViolations(manager)).toEqual([]);
    await screenshot(manager, "form-builder-1280");
    await builder.getByRole("button", { name: "Publish" }).click();
    await expect.poll(() => builder.isVisible()).toBe(false);
    const card = manager.getByRole("listitem").filter({ hasText: formName });
    await expect.poll(async () => (await card.textContent()) ?? "").toContain("Version 1");

    const forms = (await (await manager.request.get("/api/forms")).json()) as {
      items: { formId: string; name: string; fields: { key: string; type: string; max?: number }[] }[];
    };
    const form = forms.items.find((f) => f.name === formName)!;
    expect(form.fields.map((f) => f.type)).toEqual(["signature", "number", "pass_fail"]);
    expect(form.fields[1]).toMatchObject({ max: 36 });

    // Scheduled daily from yesterday at the site: yesterday's log is expected and nobody filled it.
    const today = siteToday("America/Phoenix");
    const yesterday = addCalendarDays(today, -1);
    await manager.goto("/app/settings/sites/yuma");
    await manager.getByRole("button", { name: "New schedule" }).click();
    const dialog = manager.getByRole("dialog");
    await dialog.getByLabel("Log form").click();
    await manager.getByRole("option", { name: formName }).click();
    await dialog.getByLabel("Rhythm").click();
    await manager.getByRole("option", { name: "Every day" }).click();
    await dialog.locator("#schedule-due").fill("23:59");
    await dialog.locator("#schedule-starts").fill(yesterday);
    await dialog.getByRole("button", { name: "Create schedule" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(async () => (await manager.getByTestId("log-schedules").textContent()) ?? "").toContain(formName);
    const expected = await manager.request.get(`/api/sites/yuma/expected-logs?from=${yesterday}&to=${today}`);
    const { items } = (await expected.json()) as { items: { formId: string; date: string; status: string }[] };
    expect(items.filter((i) => i.formId === form.formId).map((i) => [i.date, i.status])).toEqual([
      [yesterday, "missing"],
      [today, "due"],
    ]);
    // The gap shows on the overview: the form and the day it was missed.
    await manager.goto("/app/overview");
    const missedDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${yesterday}T00:00:00Z`),
    );
    const gap = manager.getByTestId("missed-logs").getByRole("listitem").filter({ hasText: formName });
    await expect.poll(async () => (await gap.textContent()) ?? "").toContain(`${formName} not filled on ${missedDay}`);
    expect(await gap.textContent()).toContain("Missed");
    expect(await seriousViolations(manager)).toEqual([]);
    await screenshot(manager, "overview-missed-log-1280");
    await resize(manager, 375, 812);
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await gap.scrollIntoViewIfNeeded();
    await screenshot(manager, "overview-missed-log-375");
    await manager.context().close();

    const tech = await newPage(browser, { baseURL, width: 375 });
    await signIn(tech, "qa.tech@clausewise.demo", undefined, "yuma");
    await tech.goto("/app/today");
    // The gap: yesterday's log is listed as missed.
    const missed = tech.getByRole("listitem").filter({ hasText: formName }).filter({ hasText: "Overdue" });
    await expect.poll(() => missed.count()).toBe(1);
    const toDo = tech
      .getByRole("listitem")
      .filter({ hasText: formName })
      .filter({ hasText: /\bDue\b/ });
    await expect.poll(() => toDo.count()).toBe(1);
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await toDo.getByRole("button", { name: "Fill now" }).click();

    const fill = tech.getByRole("dialog");
    await expect.poll(() => fill.getByLabel("Initials", { exact: true }).isVisible()).toBe(true);
    await fill.getByLabel("Initials", { exact: true }).fill("ST");
    await fill.getByLabel("Water temperature (°F)").fill("38");
    // Out of the stored limit (≤ 36 °F): the corrective action is asked for, and the server insists.
    await expect.poll(() => fill.getByLabel("Corrective action").isVisible()).toBe(true);
    expect(await fill.getByText("Limits: 33–36 °F (from the form)").isVisible()).toBe(true);
    // The form links no clause: any clause that applies at the site is chosen.
    await fill.locator("#record-clause").click();
    await tech.getByRole("option").first().click();
    await fill.getByRole("button", { name: "Submit Record" }).click();
    await expect.poll(() => fill.getByText(/describe the corrective action/).isVisible()).toBe(true);
    await fill.getByLabel("Corrective action").fill("Ice added; re-checked at 35 °F.");
    expect(await seriousViolations(tech)).toEqual([]);
    await screenshot(tech, "custom-log-375");
    await fill.getByRole("button", { name: "Submit Record" }).click();
    await expect.poll(() => fill.isVisible()).toBe(false);
    const filled = tech.getByRole("listitem").filter({ hasText: formName }).filter({ hasText: "Filled" });
    await expect.poll(() => filled.count()).toBe(1);
    await screenshot(tech, "custom-log-filled-375");
    await tech.context().close();
  });

  it("publishes the organisation's own version of a built-in form: New Record shows and applies its limit", async () => {
    const manager = await newPage(browser, { baseURL });
    await signIn(manager, "qa.manager@clausewise.demo", undefined, "oxnard");
    try {
      await manager.goto("/app/records/forms");
      await manager.getByRole("button", { name: "Edit Temperature Log" }).click();
      const builder = manager.getByRole("dialog");
      // Its fields are the readings' shape: the kind cannot change, no field is added.
      expect(await builder.locator("#form-field-1-type").isDisabled()).toBe(true);
      expect(await builder.getByRole("button", { name: "Add a field" }).count()).toBe(0);
      await builder.locator("#form-field-1-max").fill("38");
      await screenshot(manager, "builtin-form-builder-1280");
      await builder.getByRole("button", { name: "Publish" }).click();
      await expect.poll(() => builder.isVisible()).toBe(false);
      const card = manager.getByRole("listitem").filter({ hasText: "Temperature Log" });
      await expect.poll(() => card.getByText("Version 2").isVisible()).toBe(true);

      await manager.goto("/app/records/monitoring");
      await manager.getByRole("button", { name: "New Record" }).click();
      const dialog = manager.getByRole("dialog");
      await expect.poll(() => dialog.getByText("Critical limits, from the log form: ≤ 38 °F").isVisible()).toBe(true);
      await dialog.getByLabel("Location").fill(`Cold room ${tag}`);
      await dialog.getByLabel("Temperature", { exact: true }).fill("39.5");
      await expect
        .poll(() => dialog.getByText("Out of limit: record the corrective action taken.").isVisible())
        .toBe(true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
    } finally {
      // Journeys share one server: the organisation's next version is the built-in's limits again.
      const restored = await manager.request.put("/api/forms/temperature", {
        data: builtinFormDefinitions.temperature,
      });
      expect(restored.ok()).toBe(true);
      await manager.context().close();
    }
  });
});
