import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("audit log journey", () => {
  it("an administrator sees the last signed checkpoint and verifies the trail from Settings › Audit log", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "admin@clausewise.demo");
    await page.goto("/app/settings/audit-log");
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    await page.getByText("Last signed checkpoint").waitFor();
    await page.getByRole("button", { name: "Verify now" }).click();
    // The verification runs as a background job; the page shows its result when it is done.
    await page.getByText("Intact").first().waitFor({ timeout: 60_000 });
    await screenshot(page, "audit-log-1280");
    await resize(page, 375, 812);
    await screenshot(page, "audit-log-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.context().close();
  });
});
