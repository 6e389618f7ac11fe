import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { pdfText } from "../tests/support/pdf-text";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

/** Completes a section through the Edit dialog: the section and each of its elements. */
async function completeSection(page: Page, title: string, shot?: string) {
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Section status" }).click();
  await page.getByRole("option", { name: "Completed" }).click();
  const elementSelects = dialog.getByRole("combobox", { name: /^Element \d+ status$/ });
  for (let i = 0; i < (await elementSelects.count()); i++) {
    await elementSelects.nth(i).click();
    await page.getByRole("option", { name: "Completed" }).click();
  }
  await dialog.getByLabel("What changed and why").fill(`${title} reviewed by the PCQI and completed`);
  if (shot) await page.screenshot({ path: `screenshots/${shot}.png` });
  await dialog.getByRole("button", { name: "Save Section" }).click();
  await toast(page, "Section Saved");
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe("library journey", () => {
  it("the PCQI completes oxnard's plan, signs it with her password and exports it with a signature manifest", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "pcqi@clausewise.demo");
    await page.goto("/app/library/fsp");
    await expect.poll(() => page.getByRole("heading", { name: "Food Safety Plan" }).isVisible()).toBe(true);
    const card = page.getByTestId("signature-card");
    await expect.poll(() => card.textContent()).toContain("Signature not current — plan changed since signing");
    await expect.poll(() => page.getByTestId("fsp-progress").textContent()).toBe("82%");
    await screenshot(page, "library-fsp-1280");

    // Signing is refused while sections are open.
    await page.getByRole("button", { name: "PCQI Sign-off" }).click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("Complete every section before signing");
    await screenshot(page, "library-fsp-signoff-blocked-1280");
    await page.getByRole("button", { name: "Cancel" }).click();

    await completeSection(page, "Allergen Controls", "library-fsp-edit-section-1280");
    await completeSection(page, "Supply-Chain Program");
    await expect.poll(() => page.getByTestId("fsp-progress").textContent()).toBe("100%");

    await page.getByRole("button", { name: "PCQI Sign-off" }).click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.textContent())
      .toContain("I confirm the Food Safety Plan is current, complete and compliant with FDA requirements");
    await dialog.getByLabel("Re-enter your password to sign").fill("not-my-password");
    await dialog.getByRole("button", { name: "Sign Food Safety Plan" }).click();
    await expect.poll(() => dialog.getByRole("alert").first().textContent()).toContain("Password is incorrect");
    await screenshot(page, "library-fsp-signoff-1280");
    await dialog.getByLabel("Re-enter your password to sign").fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: "Sign Food Safety Plan" }).click();
    await toast(page, "PCQI Sign-off Recorded");
    await expect.poll(() => card.textContent()).toContain("Current");
    await expect.poll(async () => (await card.textContent())?.includes("not current")).toBe(false);

    await page.getByRole("tab", { name: "Review History" }).click();
    await expect
      .poll(() => page.getByRole("list", { name: "Review history" }).textContent())
      .toContain("PCQI sign-off by Maria Gonzalez (PCQI)");
    await screenshot(page, "library-fsp-history-1280");
    await page.getByRole("tab", { name: "Compliance Status" }).click();
    await expect.poll(() => page.getByText("11 of 11 requirements met").isVisible()).toBe(true);
    await screenshot(page, "library-fsp-compliance-1280");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export FSP" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^food-safety-plan-oxnard-\d{4}-\d{2}-\d{2}\.pdf$/);
    fs.mkdirSync("screenshots", { recursive: true });
    const file = "screenshots/library-fsp-export.pdf";
    await download.saveAs(file);
    const pages = await pdfText(fs.readFileSync(file));
    const manifest = pages[pages.length - 1]!;
    expect(manifest).toContain("Signature Manifest");
    expect(manifest).toContain("Current — the plan is unchanged since signing");
    expect(manifest).toContain("Signature not current — plan changed since signing");
    // Page images for a person to look at.
    execFileSync("pdftoppm", ["-png", "-r", "60", file, "screenshots/library-fsp-export"]);
    await page.context().close();
  });

  it("a QA manager reads an earlier SOP version, creates training from an SOP and publishes a new SOP", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    await page.goto("/app/library/sops");
    await expect
      .poll(() => page.getByRole("heading", { name: "Standard Operating Procedures" }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("button", { name: "Pre-Operational Sanitation", exact: true }).isVisible())
      .toBe(true);
    await screenshot(page, "library-sops-1280");

    await page.getByRole("button", { name: "Pre-Operational Sanitation", exact: true }).click();
    const sheet = page.getByRole("dialog");
    await expect.poll(() => sheet.getByRole("list", { name: "Version history" }).textContent()).toContain("v1.0");
    await screenshot(page, "library-sop-detail-1280");
    await sheet.getByRole("button", { name: "Read v1.0" }).click();
    await expect.poll(() => page.getByRole("dialog").last().textContent()).toContain("peracetic acid at 80 ppm");
    await expect.poll(() => page.getByRole("dialog").last().textContent()).toContain("Approved by Maria Gonzalez");
    await page.keyboard.press("Escape");

    await sheet.getByRole("button", { name: "Create Training from SOP" }).click();
    const training = page.getByRole("dialog").last();
    await expect
      .poll(() => training.getByLabel("Module title").inputValue())
      .toBe("Pre-Operational Sanitation Training");
    await screenshot(page, "library-sop-training-1280");
    await training.getByRole("button", { name: "Create Training Module" }).click();
    await toast(page, "Training Module Created");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "New SOP" }).click();
    const form = page.getByRole("dialog");
    await form.getByRole("button", { name: "Create SOP" }).click();
    await expect.poll(() => form.getByText("Title must be at least 3 characters").isVisible()).toBe(true);
    await form.getByLabel("Title", { exact: true }).fill("Returnable Plastic Container Washing");
    await form
      .getByLabel("Procedure", { exact: true })
      .fill(
        "1. Purpose\nClean RPCs before reuse.\n2. Procedure\nInspect, wash at 120 °F, sanitise, air-dry and store covered.",
      );
    await form.getByLabel("Tags", { exact: true }).fill("rpc, washing");
    await form.getByLabel("Filter clauses").fill("3.01.02");
    await form.getByRole("checkbox", { name: /3\.01\.02/ }).click();
    await screenshot(page, "library-sop-form-1280");
    await form.getByRole("button", { name: "Create SOP" }).click();
    await toast(page, "SOP Created");
    const detail = page.getByRole("dialog");
    // Segregation of duties: the author submits it for review and cannot approve it herself.
    await detail.getByRole("button", { name: "Submit for Review" }).click();
    await toast(page, "SOP Updated");
    await expect.poll(() => detail.getByTestId("sop-own-work").isVisible()).toBe(true);
    expect(await detail.getByRole("button", { name: "Publish v1.0" }).count()).toBe(0);
    await screenshot(page, "library-sop-own-work-1280");
    await page.context().close();

    const reviewer = await newPage(browser, { baseURL });
    await signIn(reviewer, "pcqi@clausewise.demo");
    await reviewer.goto("/app/library/sops");
    await reviewer.getByRole("button", { name: "Returnable Plastic Container Washing", exact: true }).click();
    const review = reviewer.getByRole("dialog");
    await review.getByRole("button", { name: "Publish v1.0" }).click();
    const publish = reviewer.getByRole("dialog").last();
    await publish.getByLabel("Change summary").fill("First issue");
    await publish.getByRole("button", { name: "Approve & Publish" }).click();
    await toast(reviewer, "SOP Published");
    await expect
      .poll(() => reviewer.getByRole("list", { name: "Version history" }).textContent())
      .toContain("Approved by Maria Gonzalez");
    await reviewer.context().close();
  });

  it("a viewer downloads a real template and the counter counts it", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "viewer@clausewise.demo");
    await page.goto("/app/library/templates");
    await expect.poll(() => page.getByTestId("template-card").count()).toBe(10);
    await screenshot(page, "library-templates-1280");
    // The category chip names its count ("Traceability2"); the sidebar's Traceability group does not.
    await page.getByRole("button", { name: /^Traceability\d+$/ }).click();
    await expect.poll(() => page.getByTestId("template-card").count()).toBe(2);
    await page.getByRole("button", { name: /^All/ }).click();
    const card = page.getByTestId("template-card").filter({ hasText: "Cooler Temperature Log" });
    const before = Number(await card.getByTestId("download-count").textContent());
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download Cooler Temperature Log" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("cooler-temperature-log-oxnard.csv");
    await toast(page, "Template Downloaded");
    await expect.poll(async () => Number(await card.getByTestId("download-count").textContent())).toBe(before + 1);
    // A viewer may read but not edit the library.
    await page.goto("/app/library/sops");
    await expect
      .poll(() => page.getByRole("button", { name: "Pre-Operational Sanitation", exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByRole("button", { name: "New SOP" }).count()).toBe(0);
    await page.goto("/app/library/fsp");
    await expect.poll(() => page.getByTestId("fsp-section").count()).toBe(11);
    expect(await page.getByRole("button", { name: "PCQI Sign-off" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    await page.context().close();
  });

  it("fits a 375 px phone", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await signIn(page, "qa.manager@clausewise.demo");
    for (const [path, name, ready] of [
      ["/app/library/fsp", "library-fsp-375", "fsp-section"],
      ["/app/library/sops", "library-sops-375", null],
      ["/app/library/templates", "library-templates-375", "template-card"],
    ] as const) {
      await page.goto(path);
      if (ready) await expect.poll(() => page.getByTestId(ready).count()).toBeGreaterThan(0);
      else
        await expect
          .poll(() =>
            page.getByRole("button", { name: "Pre-Operational Sanitation", exact: false }).first().isVisible(),
          )
          .toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, name);
      await page.screenshot({ path: `screenshots/${name}-viewport.png` });
    }
    await page.goto("/app/library/fsp");
    await page.getByRole("button", { name: "Show Hazard Analysis details" }).click();
    await page.getByRole("button", { name: "Hide Hazard Analysis details" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "screenshots/library-fsp-expanded-375-viewport.png" });
    await page.goto("/app/library/sops");
    await page.getByRole("button", { name: /^Pre-Operational Sanitation/ }).click();
    await expect.poll(() => page.getByRole("list", { name: "Version history" }).isVisible()).toBe(true);
    await page.screenshot({ path: "screenshots/library-sop-detail-375-viewport.png" });
    await page.context().close();
  });
});
