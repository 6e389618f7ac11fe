import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { overviewFigure } from "./support/overview";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");
const tag = `E2E-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function toast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

describe("records journey", () => {
  it("a QA tech logs a temperature with an attachment; the QA manager verifies it", async () => {
    const tech = await newPage(browser, { baseURL });
    await signIn(tech, "qa.tech@clausewise.demo");
    const toVerify = await overviewFigure(tech, "metric-records");
    await tech.goto("/app/records/monitoring");
    await expect.poll(() => tech.getByTestId("record-row").count()).toBeGreaterThan(5);
    await screenshot(tech, "records-monitoring-1280");
    await tech.getByRole("button", { name: "New Record" }).click();
    const dialog = tech.getByRole("dialog");
    await expect.poll(() => dialog.getByLabel("Clause").textContent()).toContain("C.01.01");
    await dialog.getByLabel("Location").fill(`Cooler ${tag}`);
    await dialog.getByLabel("Temperature", { exact: true }).fill("47");
    // Out of the critical limits: the corrective action is asked for, and required.
    await dialog.getByRole("button", { name: "Submit Record" }).click();
    await expect.poll(() => dialog.getByRole("alert").first().textContent()).toContain("outside the critical limits");
    await dialog.getByLabel("Temperature", { exact: true }).fill("37.2");
    await dialog
      .getByLabel("Attachments")
      .setInputFiles({ name: `cooler-${tag}.pdf`, mimeType: "application/pdf", buffer: pdf });
    await expect.poll(() => dialog.getByText(`cooler-${tag}.pdf`).isVisible()).toBe(true);
    await screenshot(tech, "records-new-record-1280");
    await dialog.getByRole("button", { name: "Submit Record" }).click();
    await toast(tech, "Record Submitted");
    await tech.getByPlaceholder("Search records…").fill(tag);
    await expect.poll(() => tech.getByTestId("record-row").count()).toBe(1);
    expect(await tech.getByTestId("record-row").textContent()).toContain("Pending");
    // The author may not verify: no Verify action, and the Review is not offered in the queue.
    expect(await tech.getByTestId("record-row").getByRole("button", { name: "Verify" }).count()).toBe(0);
    // The overview counts the new record among those to verify.
    expect(await overviewFigure(tech, "metric-records")).toBe(toVerify + 1);
    await tech.context().close();

    const manager = await newPage(browser, { baseURL });
    await signIn(manager, "qa.manager@clausewise.demo");
    await manager.goto("/app/records/verifications");
    await expect.poll(() => manager.getByTestId("verification-row").count()).toBeGreaterThan(11);
    await screenshot(manager, "records-verifications-1280");
    const row = manager.getByTestId("verification-row").filter({ hasText: `Cooler ${tag}` });
    await row.getByRole("button", { name: "Review" }).click();
    const review = manager.getByRole("dialog");
    await expect.poll(() => review.getByText(`cooler-${tag}.pdf`).isVisible()).toBe(true);
    await expect.poll(() => review.locator("iframe").count()).toBe(1);
    await review.getByLabel("Verification notes").fill("Checked against the probe log.");
    await screenshot(manager, "records-review-dialog-1280");
    await review.getByRole("button", { name: "Approve" }).click();
    await toast(manager, "Record Approved");
    await expect
      .poll(() =>
        manager
          .getByTestId("verification-row")
          .filter({ hasText: `Cooler ${tag}` })
          .count(),
      )
      .toBe(0);

    await manager.goto("/app/records/monitoring");
    await manager.getByPlaceholder("Search records…").fill(tag);
    await expect.poll(() => manager.getByTestId("record-row").count()).toBe(1);
    await expect.poll(() => manager.getByTestId("record-row").textContent()).toContain("Verified");
    await manager.getByTestId("record-row").getByRole("button", { name: "View" }).click();
    await manager.getByRole("tab", { name: /History/ }).click();
    await expect.poll(() => manager.getByRole("dialog").textContent()).toContain("Approved by Daniel Kim (QA Manager)");
    await screenshot(manager, "records-view-history-1280");
    expect(await overviewFigure(manager, "metric-records")).toBe(toVerify);
    await manager.context().close();
  });

  it("reports an incident, initiates its CAPA, places and releases a hold", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    const deviations = await overviewFigure(page, "metric-deviations");
    await page.goto("/app/records/incidents");
    await expect.poll(() => page.getByTestId("incident-row").count()).toBeGreaterThan(2);
    await screenshot(page, "records-incidents-1280");
    await page.getByRole("button", { name: "Report Incident" }).click();
    const report = page.getByRole("dialog");
    await report.getByLabel("Title").fill(`Condensation dripping over Line 1 ${tag}`);
    await choose(page, "Severity", "High");
    await report
      .getByLabel("Description")
      .fill("Condensation from the ceiling cooler dripped onto the Line 1 conveyor.");
    await report.getByLabel("Immediate action").fill("Line stopped, product on the belt discarded, drip tray fitted.");
    await report.getByRole("checkbox").click();
    await report.getByRole("button", { name: "Report Incident" }).click();
    await toast(page, "Incident Reported");
    const incident = page.getByTestId("incident-row").filter({ hasText: tag });
    await incident.getByRole("button", { name: "CAPA" }).click();
    const capa = page.getByRole("dialog");
    await capa.getByLabel("Root cause analysis").fill("Evaporator drain line blocked by ice after a defrost failure.");
    await capa.getByLabel("Corrective action").fill("Drain line cleared and heat-traced; defrost timer replaced.");
    await capa.getByLabel("Preventive action").fill("Weekly drain inspection added to the maintenance schedule.");
    await capa.getByLabel("Responsible person").fill("Daniel Kim");
    await screenshot(page, "records-capa-dialog-1280");
    await capa.getByRole("button", { name: "Initiate CAPA" }).click();
    await toast(page, "CAPA Initiated");
    await expect.poll(() => incident.textContent()).toContain("Investigating");
    expect(await incident.getByRole("button", { name: "CAPA" }).count()).toBe(0);
    expect(await overviewFigure(page, "metric-deviations")).toBe(deviations + 1);

    await page.goto("/app/records/holds");
    await expect.poll(() => page.getByTestId("hold-row").count()).toBeGreaterThan(2);
    await page.getByRole("button", { name: "Place Hold" }).click();
    const place = page.getByRole("dialog");
    await place.getByLabel("Item").fill(`Baby spinach 2.5 lb ${tag}`);
    await place.getByLabel("Quantity").fill("24");
    await choose(page, "Reason", "Contamination risk");
    await place.getByLabel("Traceability lot code (optional)").fill("OXN-SPN-0705");
    await place.getByRole("button", { name: "Place Hold" }).click();
    await toast(page, "Hold Placed");
    const hold = page.getByTestId("hold-row").filter({ hasText: tag });
    await expect.poll(() => hold.textContent()).toContain("On Hold");
    await screenshot(page, "records-holds-1280");
    await hold.getByRole("button", { name: "Release" }).click();
    const release = page.getByRole("dialog");
    await expect.poll(() => release.getByLabel("Authorization level").textContent()).toContain("QA Manager");
    await release.getByLabel("Release notes").fill("Re-inspected: no contamination found, lab swab negative.");
    await release.getByRole("button", { name: "Release Hold" }).click();
    await toast(page, "Hold Released");
    await expect
      .poll(() => page.getByTestId("hold-row").filter({ hasText: tag }).textContent())
      .toContain("Released by Daniel Kim (QA Manager)");
    await page.context().close();
  });

  it("fits a phone and hides what a viewer may not do", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await signIn(page, "viewer@clausewise.demo");
    const screens = [
      ["monitoring", "Monitoring Records"],
      ["verifications", "Verifications"],
      ["incidents", "Incidents"],
      ["holds", "Holds"],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(`/app/records/${path}`);
      await expect.poll(() => page.getByRole("heading", { name: title, exact: true }).isVisible()).toBe(true);
      await page.waitForLoadState("networkidle");
      await screenshot(page, `records-${path}-375`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    expect(await page.getByRole("button", { name: "Place Hold" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Release" }).count()).toBe(0);
    await page.goto("/app/records/monitoring");
    await expect.poll(() => page.getByTestId("record-row").count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "New Record" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Verify" }).count()).toBe(0);
    await page.context().close();
  });
});
