import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * Issue 18 with decision 157, as a QA manager meets it: a scanned certificate dropped into the document inbox and
 * filed into an SOP is read by OCR in the background (its progress beside the file on the SOP's screen), then
 * Ctrl+K finds it by a word of the scan and quotes the passage, with a link that opens the file at its page.
 */
let browser: Browser;
const baseURL = inject("baseURL");
const SOP = "Pre-Operational Sanitation";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Ctrl+K on the overview, the query typed; the palette. */
async function searchFor(page: Page, query: string) {
  await page.goto("/app/overview");
  await page.locator("h1").first().waitFor();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog");
  await palette.getByRole("combobox").fill(query);
  return palette;
}

describe("a scanned SOP file in Ctrl+K", () => {
  it("files a scan into an SOP, shows it read by OCR, then finds and quotes it (1280 and 375 px)", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    const scan = await readFile("tests/fixtures/audit-corpus/08-photos-and-scans/Scans/Supplier_Certificate_Scan.pdf");
    const name = `carton-certificate-${Date.now()}.pdf`;

    // Into the inbox, then filed into the SOP.
    await page.goto("/app/records/inbox");
    await page.getByRole("heading", { name: "Document inbox" }).waitFor();
    await page.getByLabel("Choose files").setInputFiles({ name, mimeType: "application/pdf", buffer: scan });
    await page.getByText("1 document added to the inbox").waitFor();
    const row = page.getByTestId("inbox-item").filter({ hasText: name });
    await row.getByRole("button", { name: new RegExp(`Triage ${name.replace(/\./g, "\\.")}`) }).click();
    const triage = page.getByRole("dialog");
    await triage.getByLabel("File into an SOP (library)").check();
    await triage.getByRole("combobox", { name: "SOP" }).click();
    await page.getByRole("option", { name: SOP, exact: true }).click();
    await triage.getByRole("button", { name: "File" }).click();
    await page.getByText(`${name} filed`).waitFor();

    // The SOP's screen shows the file and its reading, in words, until it is read.
    await page.goto("/app/library/sops");
    await page.getByRole("button", { name: SOP, exact: true }).click();
    const sheet = page.getByRole("dialog");
    const file = sheet.getByRole("listitem").filter({ hasText: name });
    const status = file.getByTestId("sop-file-ocr");
    await status.waitFor();
    expect(await status.textContent()).toMatch(
      /Scanned: waiting to be read for search|Reading the scan for search|Scan read/,
    );
    await expect.poll(() => status.getAttribute("data-status"), { timeout: 60_000 }).toBe("done");
    expect(await status.textContent()).toBe("Scan read for search (1 page)");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await file.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "screenshots/sop-file-ocr-1280.png" }); // the sheet as seen, scrolled to the file

    // Ctrl+K finds it by the scan's words, quotes the passage and links to the file's page.
    const palette = await searchFor(page, "Desert Carton BRCGS");
    const hit = palette.getByRole("option").filter({ hasText: name });
    await hit.waitFor();
    expect(await hit.getByTestId("search-hit-quote").textContent()).toMatch(/Desert Carton Co/);
    expect(await hit.textContent()).toContain("opens in a new tab");
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "sop-file-search-1280");
    const opened = page.context().waitForEvent("page");
    await hit.click();
    const tab = await opened;
    expect(tab.url()).toMatch(/\/api\/files\/[0-9a-f-]{36}\?inline=1#page=1$/);
    const served = await page.request.get(tab.url());
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    await tab.close();

    // On a phone: the same hit, its quote, and no page-level sideways scroll.
    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "qa.manager@clausewise.demo");
    const small = await searchFor(phone, "Desert Carton BRCGS");
    const phoneHit = small.getByRole("option").filter({ hasText: name });
    await phoneHit.getByTestId("search-hit-quote").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: "screenshots/sop-file-search-375.png" }); // the palette as seen
  });
});
