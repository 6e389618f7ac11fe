import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("organisation journey", () => {
  it("an administrator exports all data, schedules the organisation's deletion and cancels it", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "admin@clausewise.demo");
    await page.goto("/app/settings/organisation");
    await page.getByRole("heading", { name: "Organisation", exact: true }).waitFor();
    await page.getByRole("button", { name: "Export all data" }).click();
    // Built by a background job; the card shows its progress, then the download.
    const download = page.getByRole("link", { name: /Download \(\d+\.\d MB\)/ });
    await download.waitFor({ timeout: 90_000 });
    const response = await page.request.get((await download.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");

    await page.getByRole("button", { name: "Delete organisation…" }).click();
    await page.getByLabel("Your password").fill("clausewise-demo");
    await page.getByRole("button", { name: "Schedule deletion" }).click();
    await page.getByText(/Deletion scheduled for/).waitFor();
    await screenshot(page, "organisation-1280");
    await resize(page, 375, 812);
    await screenshot(page, "organisation-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.getByRole("button", { name: "Cancel deletion" }).click();
    await page.getByRole("button", { name: "Delete organisation…" }).waitFor();
    await page.context().close();
  });
});
