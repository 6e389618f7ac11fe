import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/** Issue 19's document inbox on a phone: upload, see it listed, discard it with a reason (decision 132). */
let browser: Browser;
let page: Page;
const baseURL = inject("baseURL");
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% delivery note\n%%EOF\n");

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseURL, width: 375 });
  await signIn(page, "qa.manager@clausewise.demo");
});
afterAll(() => browser?.close());

describe("Records › Document inbox at 375 px", () => {
  it("shows the site's inbox address, takes an upload and discards it with a reason given next to its field", async () => {
    await page.goto("/app/records/inbox");
    await page.getByRole("heading", { name: "Document inbox" }).waitFor();
    await expect.poll(() => page.getByLabel("Inbox e-mail address").inputValue()).toMatch(/^oxnard\.[0-9a-f]{20}@/);
    await expect.poll(() => page.getByRole("button", { name: "Copy the inbox address" }).isVisible()).toBe(true);

    const name = `delivery-note-${Date.now()}.pdf`;
    await page.getByLabel("Choose files").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
    await page.getByText("1 document added to the inbox").waitFor();
    const row = page.getByTestId("inbox-item").filter({ hasText: name });
    await row.getByText("New", { exact: true }).waitFor();

    await row.getByRole("button", { name: new RegExp(`Triage ${name.replace(/\./g, "\\.")}`) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Discard").check();
    await dialog.getByRole("button", { name: "Discard" }).click();
    await dialog.getByText("Give a reason").waitFor();
    await dialog.getByLabel("Reason for discarding").fill("Duplicate of last week's note");
    await dialog.getByRole("button", { name: "Discard" }).click();
    await page.getByText(`${name} discarded`).waitFor();
    await row.getByText("Discarded", { exact: true }).waitFor();
    await row.getByText(/Duplicate of last week's note/).waitFor();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "document-inbox-375");
  });
});
