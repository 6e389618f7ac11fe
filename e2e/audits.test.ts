import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { unzipSync } from "fflate";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

describe("audits journey", () => {
  it("runs an internal audit end to end: schedule, start, autosaved checklist, complete, close the finding", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    await page.goto("/app/audits/internal");
    await expect.poll(() => page.getByRole("heading", { name: "Internal Audits" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("audit-row").count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, "audits-internal-1280");

    // Schedule a focused audit of two clauses on a date no other journey uses.
    await page.getByRole("button", { name: "Schedule Audit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Date").fill("2027-03-15");
    await dialog.getByLabel("Auditor").click();
    await page.getByRole("option", { name: /Sofia Ramirez/ }).click();
    await dialog.getByText("Clauses", { exact: true }).click();
    await dialog.getByRole("checkbox", { name: "1.01.01 Food Safety Policy present" }).click();
    await dialog.getByRole("checkbox", { name: "1.07.01 Internal audit program" }).click();
    await screenshot(page, "audits-schedule-dialog-1280");
    await dialog.getByRole("button", { name: "Schedule Audit" }).click();
    await expect.poll(() => toast(page, "Audit Scheduled").isVisible()).toBe(true);

    const row = page.getByTestId("audit-row").filter({ hasText: "Mar 15, 2027" });
    await row.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => page.getByTestId("checklist-item-1.01.01").isVisible()).toBe(true);

    const policy = page.getByTestId("checklist-item-1.01.01");
    await policy.getByRole("button", { name: "Compliant" }).click();
    await expect.poll(() => toast(page, "Checklist Updated").isVisible()).toBe(true);
    const program = page.getByTestId("checklist-item-1.07.01");
    await program.getByLabel("Notes for 1.07.01").fill("No internal audit in the last 12 months for cold storage.");
    await program.getByRole("button", { name: "Finding" }).click();
    await expect.poll(() => program.getByRole("button", { name: "Finding" }).getAttribute("aria-pressed")).toBe("true");
    await program
      .getByLabel("Evidence for 1.07.01")
      .setInputFiles({ name: "audit-plan.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => program.getByText("audit-plan.png").isVisible()).toBe(true);

    // Closing the browser loses nothing: the address names the tab and the audit, so a reload lands on the
    // same audit's checklist.
    expect(new URL(page.url()).searchParams.get("tab")).toBe("checklist");
    expect(new URL(page.url()).searchParams.get("audit")).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect
      .poll(() => page.getByRole("tab", { name: "Active Checklist" }).getAttribute("aria-selected"))
      .toBe("true");
    const reloaded = page.getByTestId("checklist-item-1.07.01");
    await expect
      .poll(() => reloaded.getByRole("button", { name: "Finding" }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(await reloaded.getByLabel("Notes for 1.07.01").inputValue()).toBe(
      "No internal audit in the last 12 months for cold storage.",
    );
    expect(
      await page
        .getByTestId("checklist-item-1.01.01")
        .getByRole("button", { name: "Compliant" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await screenshot(page, "audits-checklist-1280");

    await page.getByRole("button", { name: "Complete Audit" }).click();
    await expect.poll(() => toast(page, "Audit Completed").isVisible()).toBe(true);
    // 1.01.01 compliant 10/10 + 1.07.01 finding 0/20 → 33.3 %.
    await expect.poll(() => page.getByTestId("audit-score").textContent()).toBe("33.3%");

    await page.getByRole("tab", { name: "Findings" }).click();
    const finding = page.getByTestId("finding-1.07.01");
    await expect.poll(() => finding.isVisible()).toBe(true);
    await finding.getByRole("button", { name: "Close" }).click();
    const close = page.getByRole("dialog");
    await close.getByRole("button", { name: "Close Finding" }).click();
    await expect
      .poll(() =>
        close
          .getByText(/Add a note or attach a file/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await close
      .getByRole("textbox", { name: /Root cause and corrective action/ })
      .fill("Cold storage added to the annual audit calendar.");
    await close
      .getByLabel("Files for Photo or document showing the correction in place")
      .setInputFiles({ name: "calendar.png", mimeType: "image/png", buffer: png });
    await close.getByRole("button", { name: "Close Finding" }).click();
    await expect.poll(() => toast(page, "Finding Closed").isVisible()).toBe(true);
    await expect.poll(() => finding.getByText("Closed", { exact: true }).isVisible()).toBe(true);
    // The note written when closing is shown with the finding, and the finding says what was found.
    await expect
      .poll(() => finding.getByTestId("finding-closure").textContent())
      .toContain("Cold storage added to the annual audit calendar.");
    expect(await finding.textContent()).toContain("No internal audit in the last 12 months for cold storage.");
    // The Findings tab is in the address too: a reload stays on it.
    await page.reload();
    await expect.poll(() => page.getByRole("tab", { name: "Findings" }).getAttribute("aria-selected")).toBe("true");
    // "Last score" is dated by when the audit was completed (today), not by its scheduled day (Mar 15, 2027).
    expect(
      await page
        .getByText(/^Completed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
        .first()
        .textContent(),
    ).not.toContain("Mar 15, 2027");
    await screenshot(page, "audits-findings-1280");
    await page.context().close();
  });

  it("generates an evidence pack in the background and downloads it", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.tech@clausewise.demo");
    await page.goto("/app/audits/evidence");
    await expect.poll(() => page.getByTestId("pack-row").count()).toBeGreaterThanOrEqual(2);
    const before = await page.getByTestId("pack-row").count();
    await page.getByRole("button", { name: "Generate Evidence Pack" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByRole("button", { name: "Generate Pack" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Select All Clauses" }).click();
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(8);
    await dialog.getByRole("button", { name: "Clear All Clauses" }).click();
    expect(await dialog.getByRole("button", { name: "Generate Pack" }).isDisabled()).toBe(true);
    await dialog.getByRole("checkbox", { name: "FSMS 1.01-1.08" }).click();
    await dialog.getByRole("checkbox", { name: "Module 8: Post-Harvest Handling" }).click();
    await screenshot(page, "audits-evidence-dialog-1280");
    await dialog.getByRole("button", { name: "Generate Pack" }).click();
    await expect.poll(() => toast(page, "Evidence Pack Generating").isVisible()).toBe(true);
    await expect.poll(() => toast(page, "Evidence Pack Generated").isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByTestId("pack-row").count()).toBe(before + 1);
    const newest = page.getByTestId("pack-row").first();
    await expect.poll(() => newest.getByText("Ready").isVisible()).toBe(true);
    await screenshot(page, "audits-evidence-1280");

    // Download offers the pack's PDF and ZIP by their file names.
    await newest.getByRole("button", { name: /^Download/ }).click();
    const files = page.getByRole("menuitem");
    await expect.poll(() => files.count()).toBeGreaterThan(1);
    const names = (await files.allTextContents()).join(" ");
    expect(names).toMatch(/\.pdf/);
    expect(names).toMatch(/\.zip/);
    await screenshot(page, "audits-evidence-download-menu-1280");
    const [download] = await Promise.all([page.waitForEvent("download"), files.filter({ hasText: /\.zip/ }).click()]);
    const file = await download.path();
    const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
    const zipped = Object.keys(entries);
    expect(zipped.some((n) => n.endsWith(".pdf"))).toBe(true);
    expect(zipped).toContain("csv/clauses.csv");
    await page.context().close();
  });

  it("records a corrective-action response and keeps it visible in the audit's response history", async () => {
    const page = await newPage(browser, { baseURL });
    // The supervisor works at yuma, where the customer audit of three weeks ago awaits our response.
    await signIn(page, "supervisor@clausewise.demo");
    await page.goto("/app/audits/external");
    const awaiting = page.getByTestId("external-awaiting").filter({ hasText: "SCS Global Services" });
    await expect.poll(() => awaiting.isVisible()).toBe(true);
    // An audit awaiting a response has taken place: it is not listed (or counted) as upcoming.
    expect(await page.getByTestId("external-upcoming").filter({ hasText: "SCS Global Services" }).count()).toBe(0);
    const auditDay = (await awaiting.getByRole("cell").first().textContent())!.trim();
    await awaiting.getByRole("button", { name: "Submit Response" }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain(`Customer audit of ${auditDay}`);
    await dialog
      .getByLabel("Corrective-action response")
      .fill("Finding 1: crew hygiene refresher held on site.\nFinding 2: toilet units now serviced daily.");
    await dialog
      .getByLabel("Attachments")
      .setInputFiles({ name: "hygiene-refresher.png", mimeType: "image/png", buffer: png });
    await screenshot(page, "audits-response-dialog-1280");
    await dialog.getByRole("button", { name: "Submit Response" }).click();
    // The toast says what happened: recorded here, not sent anywhere.
    await expect.poll(() => toast(page, "Response Recorded").textContent()).toContain("Clausewise does not send it");

    const history = page
      .getByTestId("external-report")
      .filter({ hasText: "SCS Global Services" })
      .locator("xpath=following-sibling::tr[1]")
      .getByTestId("response-history");
    await expect.poll(() => history.textContent()).toContain("Finding 2: toilet units now serviced daily.");
    expect(await history.textContent()).toContain("Recorded by James Carter");
    expect(await history.getByRole("link", { name: /hygiene-refresher\.png/ }).count()).toBe(1);
    expect(await page.getByTestId("external-awaiting").count()).toBe(0);
    await screenshot(page, "audits-response-history-1280");
    // It is stored, not just shown: a reload still has it.
    await page.reload();
    await expect.poll(() => page.getByTestId("response-history").first().textContent()).toContain("James Carter");
    await page.context().close();
  });

  it("shows external audits with the certified report and works at 375 px", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "pcqi@clausewise.demo");
    await page.goto("/app/audits/external");
    // The seeded certification audit's report (other journeys on this server add reports of their own).
    const certified = page.getByTestId("external-report").filter({ hasText: "Certification" }).first();
    await expect.poll(() => certified.isVisible()).toBe(true);
    expect(await certified.textContent()).toContain("94.2");
    // The seeded certification audit shows the response we recorded for its findings.
    await expect.poll(() => page.getByTestId("response-history").first().textContent()).toContain("Daniel Kim");
    await screenshot(page, "audits-external-1280");
    await page.getByRole("button", { name: "Upload Report" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Score (0–100)").fill("91");
    await dialog
      .getByLabel("Report file (PDF, DOC or DOCX)")
      .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: png });
    await dialog.getByRole("button", { name: "Upload Report" }).click();
    await expect.poll(() => dialog.getByText('File "report.pdf" is not a PDF or Word document').isVisible()).toBe(true);
    await screenshot(page, "audits-upload-error-1280");
    await page.context().close();

    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "qa.manager@clausewise.demo");
    for (const [path, name] of [
      ["/app/audits/internal", "audits-internal-375"],
      ["/app/audits/external", "audits-external-375"],
      ["/app/audits/evidence", "audits-evidence-375"],
    ] as const) {
      await phone.goto(path);
      await expect.poll(() => phone.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      await phone.waitForLoadState("networkidle");
      await screenshot(phone, name);
    }
    await phone.context().close();
  });
});
