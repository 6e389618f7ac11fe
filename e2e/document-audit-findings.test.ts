import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./support/axe";
import { expect, launchBrowser, newPage, resize, signIn } from "./support/browser";

/**
 * Issue 17, decision 118: a finding of a document audit's report becomes a tracked finding in one
 * dialog (owner, due date), then shows as tracked with a link to it on the Findings list.
 */
let browser: Browser;
let page: Page;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseURL });
  await signIn(page, "admin@clausewise.demo");
});
afterAll(() => browser?.close());

describe("tracking a document audit's finding", () => {
  it("tracks one finding with an owner and a due date and finds it on the Findings list", async () => {
    const started = await page.request.post("/api/sites/oxnard/document-audits", {
      multipart: {
        files: {
          name: "Training_Records.csv",
          mimeType: "text/csv",
          buffer: fs.readFileSync(path.resolve("assets/sample-documents/Training_Records.csv")),
        },
      },
    });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await page.goto(`/app/audits/documents?audit=${id}`);
    const report = page.getByTestId("document-audit-report");
    await report.waitFor({ timeout: 120_000 });

    const finding = report.getByTestId("document-audit-finding").first();
    const text = (await finding.locator("p").first().textContent())?.trim() ?? "";
    expect(text.length).toBeGreaterThan(0);
    await finding.getByRole("button", { name: "Track this finding" }).click();
    const dialog = page.getByRole("dialog", { name: /^Track finding / });
    await dialog.waitFor();
    expect(await dialog.getByText(text).isVisible()).toBe(true);
    await page.screenshot({ path: "screenshots/document-audit-track-dialog-1280.png" });
    expect(await seriousViolations(page)).toEqual([]);

    // Submitting without an owner names the field, in the form.
    await dialog.getByRole("button", { name: "Track finding" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Choose the owner" }).waitFor();

    await dialog.getByRole("combobox", { name: "Owner" }).click();
    await page.getByRole("option", { name: /^Maria Gonzalez · PCQI$/ }).click();
    const due = await dialog.getByLabel("Due date").inputValue();
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole("button", { name: "Track finding" }).click();
    await page.getByText("Finding tracked", { exact: true }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    const tracked = finding.getByRole("link", { name: "Tracked finding" });
    await tracked.waitFor();
    expect(await finding.getByRole("button", { name: "Track this finding" }).count()).toBe(0);
    await tracked.click();
    await page.waitForURL(/\/app\/audits\/internal\?tab=findings&finding=/);
    const findingId = new URL(page.url()).searchParams.get("finding");
    const row = page.locator(`[data-deep-link="${findingId}"]`);
    await row.waitFor();
    expect(await row.getByRole("combobox").textContent()).toBe("Maria Gonzalez");
    expect(await row.textContent()).toContain(text);
    expect(await row.getByRole("link", { name: "From a document audit" }).getAttribute("href")).toBe(
      `/app/audits/documents?audit=${id}`,
    );
    expect(await row.getByRole("button", { name: "Close" }).isVisible()).toBe(true);
    await page.screenshot({ path: "screenshots/document-audit-tracked-finding-1280.png" });

    // Its owner is a member: reassigned among those who may own it.
    await row.getByRole("combobox").click();
    await page.getByRole("option", { name: "Daniel Kim" }).click();
    await page.getByText("Owner: Daniel Kim", { exact: true }).waitFor();
    await expect.poll(() => row.getByRole("combobox").textContent()).toBe("Daniel Kim");

    // The dialog on a phone, for another finding of the same report.
    await resize(page, 375, 812);
    await page.goto(`/app/audits/documents?audit=${id}`);
    await report.waitFor({ timeout: 60_000 });
    await report.getByRole("button", { name: "Track this finding" }).first().click();
    await page.getByRole("dialog", { name: /^Track finding / }).waitFor();
    await page.screenshot({ path: "screenshots/document-audit-track-dialog-375.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // In Spanish: the same dialog, its strings from the Spanish catalogue.
    const context = await browser.newContext({
      baseURL,
      locale: "es-US",
      viewport: { width: 1280, height: 800 },
      storageState: await page.context().storageState(),
    });
    const spanish = await context.newPage();
    await spanish.goto(`/app/audits/documents?audit=${id}`);
    const informe = spanish.getByTestId("document-audit-report");
    await informe.waitFor({ timeout: 60_000 });
    await informe.getByRole("link", { name: "Hallazgo con seguimiento" }).first().waitFor();
    await informe.getByRole("button", { name: "Dar seguimiento a este hallazgo" }).first().click();
    const dialogo = spanish.getByRole("dialog", { name: /^Dar seguimiento al hallazgo / });
    await dialogo.waitFor();
    await dialogo.getByRole("button", { name: "Dar seguimiento" }).click();
    await dialogo.getByRole("alert").filter({ hasText: "Elija al responsable" }).waitFor();
    await spanish.screenshot({ path: "screenshots/document-audit-track-dialog-es-1280.png" });
    await context.close();
  });
});
