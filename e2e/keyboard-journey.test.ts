import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { expect, launchBrowser, newPage } from "./support/browser";
import { tabTo } from "./support/keyboard";

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `KB-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Signs in with the keyboard alone: Tab to the e-mail field, type, Tab, type the password, Enter. */
async function signInByKeyboard(page: Page, email: string) {
  await page.goto("/sign-in");
  await tabTo(page, page.getByLabel("E-mail"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password"));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/app\//);
  // Journeys share one server: start on oxnard, whatever site this user chose last.
  expect((await page.request.put("/api/me/current-site", { data: { siteId: "oxnard" } })).ok()).toBe(true);
}

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

/** Tab to the control and press Enter on it. */
async function press(page: Page, target: ReturnType<Page["getByRole"]>) {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

describe("keyboard-only journey", () => {
  it("creates a monitoring record, verifies it and amends it without a single click", async () => {
    const tech = await newPage(browser, { baseURL });
    await signInByKeyboard(tech, "qa.tech@clausewise.demo");
    await tech.goto("/app/records/monitoring");
    await press(tech, tech.getByRole("button", { name: "New Record" }));
    const form = tech.getByRole("dialog");
    await expect.poll(() => form.getByLabel("Clause").textContent()).toContain("C.01.01");
    await tabTo(tech, form.getByLabel("Location"));
    await tech.keyboard.type(`Cooler ${tag}`);
    await tabTo(tech, form.getByLabel("Temperature", { exact: true }));
    await tech.keyboard.type("37.2");
    await press(tech, form.getByRole("button", { name: "Submit Record" }));
    await toast(tech, "Record Submitted");
    await tech.context().close();

    const manager = await newPage(browser, { baseURL });
    await signInByKeyboard(manager, "qa.manager@clausewise.demo");
    await manager.goto("/app/records/verifications");
    const row = manager.getByTestId("verification-row").filter({ hasText: `Cooler ${tag}` });
    await press(manager, row.getByRole("button", { name: "Review" }));
    const review = manager.getByRole("dialog");
    await tabTo(manager, review.getByLabel("Verification notes"));
    await manager.keyboard.type("Checked against the probe log, by keyboard.");
    await press(manager, review.getByRole("button", { name: "Approve" }));
    await toast(manager, "Record Approved");

    // The correction a verified record allows: an amendment, which keeps the verified version in its history.
    await manager.goto("/app/records/monitoring");
    await tabTo(manager, manager.getByPlaceholder("Search records…"));
    await manager.keyboard.type(tag);
    const record = manager.getByTestId("record-row");
    await expect.poll(() => record.count()).toBe(1);
    await expect.poll(() => record.textContent()).toContain("Verified");
    await press(manager, record.getByRole("button", { name: "View" }));
    await press(manager, manager.getByRole("dialog").getByRole("button", { name: "Amend" }));
    const amend = manager.getByRole("dialog", { name: "Amend Record" });
    await tabTo(manager, amend.getByLabel("Temperature", { exact: true }));
    await manager.keyboard.press("ControlOrMeta+a");
    await manager.keyboard.type("36.8");
    await tabTo(manager, amend.getByLabel("Reason for the change"));
    await manager.keyboard.type("The probe was read before it settled; re-read at 36.8 °F.");
    await press(manager, amend.getByRole("button", { name: "Save Amendment" }));
    await toast(manager, "Record Amended");
    await manager.keyboard.press("Escape");
    await expect.poll(() => manager.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => record.textContent()).toContain("Pending");
    await press(manager, record.getByRole("button", { name: "View" }));
    // A tab list is one stop: Tab reaches the selected tab, the arrow keys move along it.
    const history = manager.getByRole("tab", { name: /History/ });
    await tabTo(manager, manager.getByRole("tab", { name: "Record", exact: true }));
    // Under load the sheet may still re-render as its queries settle and take the focus off the tab list:
    // then Tab back to the selected tab and go on with the arrow keys.
    await expect
      .poll(async () => {
        if ((await history.getAttribute("aria-selected")) === "true") return true;
        const onTab = await manager.evaluate(() => document.activeElement?.getAttribute("role") === "tab");
        if (onTab) await manager.keyboard.press("ArrowRight");
        else await tabTo(manager, manager.getByRole("tab", { selected: true }));
        return false;
      })
      .toBe(true);
    await expect.poll(() => manager.getByRole("dialog").textContent()).toContain("Amended by Daniel Kim");
    await manager.context().close();
  });
});
