import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, resize, signIn } from "./support/browser";

/**
 * Issue 17 in the app: Audits › Document audits — upload a site's own files, watch the job's stages,
 * read the report, open a citation at its passage. The files are the landing's sample documents
 * (assets/sample-documents), whose planted gaps are listed in src/domain/audit-demo/sample-files.ts.
 */
let browser: Browser;
let page: Page;
const baseURL = inject("baseURL");
const samples = (...names: string[]) => names.map((n) => path.resolve("assets/sample-documents", n));

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseURL });
  await signIn(page, "admin@clausewise.demo");
});
afterAll(() => browser?.close());

describe("document audits in the app", () => {
  it("uploads files, follows the stages to a report, filters it and opens a citation at its passage", async () => {
    await page.goto("/app/audits/documents");
    await page.getByRole("button", { name: "New document audit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .locator('input[type="file"]:not([webkitdirectory])')
      .setInputFiles(samples("Training_Records.csv", "Water_Testing.csv", "SOPs.pdf"));
    await expect.poll(() => dialog.getByText("3 files chosen", { exact: false }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Start audit" }).click();
    // The page shows the site's latest audit until the new one is selected: another journey's report may be
    // on screen for a moment, so wait for this audit's own URL before waiting for a report.
    await page.waitForURL(/[?&]audit=[0-9a-f-]{36}/);

    const report = page.getByTestId("document-audit-report");
    await report.waitFor({ timeout: 120_000 });
    expect(await page.getByTestId("document-audit-score").textContent()).toMatch(/\d/);
    const clauses = report.getByTestId("document-audit-clause");
    expect(await clauses.count()).toBeGreaterThan(0);
    // The uploads are read: the training records are cited somewhere in the report.
    await expect
      .poll(() => report.getByRole("button", { name: /^Training_Records\.csv — Row \d+/ }).count())
      .toBeGreaterThan(0);

    // Filtering by a verdict shows only clauses with that verdict.
    const partial = report.getByRole("button", { name: /^Partial \(\d+\)$/ });
    const partialCount = Number(/\((\d+)\)/.exec((await partial.textContent()) ?? "")?.[1]);
    await partial.click();
    expect(await clauses.count()).toBe(partialCount);
    for (const verdict of await clauses.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-verdict"))))
      expect(verdict).toBe("partial");
    await report.getByRole("button", { name: /^All \(\d+\)$/ }).click();

    const citation = report.getByRole("button", { name: /^Training_Records\.csv — Row \d+/ }).first();
    await citation.click();
    const viewer = page.getByRole("dialog");
    await viewer.getByRole("heading", { name: "Training_Records.csv" }).waitFor();
    const highlighted = viewer.locator("mark");
    await expect.poll(() => highlighted.first().isVisible()).toBe(true);
    expect((await highlighted.first().textContent())?.length).toBeGreaterThan(0);
    await page.screenshot({ path: "screenshots/document-audit-citation-1280.png" });
    await page.keyboard.press("Escape");

    // Export PDF downloads the report: its clauses, verdict words and a cited training row.
    const exportPdf = report.getByRole("link", { name: "Export PDF" });
    await exportPdf.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "screenshots/document-audit-report-1280.png" });
    const [download] = await Promise.all([page.waitForEvent("download"), exportPdf.click()]);
    expect(download.suggestedFilename()).toMatch(/^document-audit-oxnard-\d{4}-\d{2}-\d{2}\.pdf$/);
    fs.mkdirSync("screenshots", { recursive: true });
    const file = "screenshots/document-audit-report.pdf";
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Document audit report");
    expect(text).toContain("Overall score (by points)");
    const firstCode = (await clauses.first().locator("td").first().textContent()) ?? "";
    expect(text).toContain(firstCode);
    expect(text).toMatch(/Partial · [\d.]+ of \d+ points/);
    expect(text).toMatch(/Training_Records\.csv — row \d+ “Date: /);
    expect(text).toMatch(/Page 1 of \d+/);
    execFileSync("pdftoppm", ["-png", "-r", "60", "-l", "2", file, "screenshots/document-audit-report-page"]);
    expect(await report.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toMatch(/\/report\.csv$/);

    await resize(page, 375, 812);
    await page.reload();
    await page.getByRole("heading", { name: "Document audits", level: 1 }).waitFor();
    await page.getByRole("button", { name: "New document audit" }).waitFor();
    await page.screenshot({ path: "screenshots/document-audit-375.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The upload dialog on a phone: within the screen, its Start button reachable.
    await page.getByRole("button", { name: "New document audit" }).click();
    const upload = page.getByRole("dialog");
    await upload.getByRole("button", { name: "Start audit" }).waitFor();
    await page.screenshot({ path: "screenshots/document-audit-new-375.png" });
    const box = (await upload.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press("Escape");
    await expect.poll(() => upload.count()).toBe(0);
    // The report's exports fit a phone too.
    await page.getByTestId("document-audit-export-csv").waitFor();
    await page.getByTestId("document-audit-export-pdf").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "screenshots/document-audit-report-375.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The clause table fits without scrolling sideways, so every citation under a clause is on the screen
    // (a table wider than the phone held them past its right edge, out of sight).
    expect(await report.locator('[data-slot="table-container"]').getAttribute("data-scrolls")).toBe("false");
    const citationEdges = await report
      .getByRole("button", { name: /— Row \d+/ })
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
    expect(citationEdges.length).toBeGreaterThan(0);
    expect(citationEdges.filter((right) => right > 375)).toEqual([]);
    // The report wait allows 120 s (a loaded machine): the journey's own timeout leaves room for it.
  }, 180_000);
});
