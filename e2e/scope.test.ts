import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const stepHeading = (page: Page, title: string) =>
  expect.poll(() => page.getByText(new RegExp(`^Step \\d of 5: ${title}$`)).isVisible()).toBe(true);

describe("sites and scope journey", () => {
  it("configures yuma end to end through the five steps and sees it configured", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "admin@clausewise.demo");

    const clauseAreas = async () =>
      (
        (await (await page.request.get("/api/sites/yuma/overview")).json()) as { byClause: { area: string }[] }
      ).byClause.map((r) => r.area);
    expect(await clauseAreas()).not.toContain("Harvest Operations");

    await page.goto("/app/settings/sites");
    await visible(page, "Site Management");
    const oxnard = page.getByTestId("site-card-oxnard");
    const yuma = page.getByTestId("site-card-yuma");
    await expect.poll(() => oxnard.getByText("Scope Configured").isVisible()).toBe(true);
    expect(await oxnard.getByRole("link", { name: /Set Scope/ }).count()).toBe(0);
    await expect.poll(() => yuma.getByText("Scope Incomplete").isVisible()).toBe(true);
    await screenshot(page, "scope-sites-list-1280");

    // Add site: the form reports each field next to it.
    await page.getByRole("button", { name: "Add site" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add site" }).click();
    await visible(page, "Use lower-case letters, digits and single hyphens");
    await visible(page, "Use an IANA time zone name, e.g. America/Los_Angeles");
    await screenshot(page, "scope-add-site-1280");
    await page.getByRole("button", { name: "Cancel" }).click();

    await yuma.getByRole("link", { name: /Set Scope/ }).click();
    await page.waitForURL(/\/app\/settings\/sites\/yuma\/scope$/);

    // Step 1: operations; processing activities only with Processing.
    await stepHeading(page, "Site Profile");
    await visible(page, "Yuma Harvest Operations");
    await visible(page, "America/Phoenix");
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    expect(await checkbox(page, "Wash").count()).toBe(0);
    await checkbox(page, "Processing").click();
    await expect.poll(() => checkbox(page, "Wash").isVisible()).toBe(true);
    await checkbox(page, "Processing").click();
    await expect.poll(() => checkbox(page, "Wash").count()).toBe(0);
    await checkbox(page, "Growing").click();
    await checkbox(page, "Harvest").click();
    await checkbox(page, "Cold Storage / Distribution").click();
    await expect.poll(() => checkbox(page, "Cross-dock").isVisible()).toBe(true);
    expect(await checkbox(page, "Wash").count()).toBe(0);
    await screenshot(page, "scope-wizard-step1-1280");
    await next(page);

    // Step 2: products, a custom one by Enter; blanks and duplicates ignored.
    await stepHeading(page, "Products");
    await checkbox(page, "Leafy Greens").click();
    await checkbox(page, "Melons").click();
    const custom = page.getByRole("textbox", { name: "Custom product type" });
    await custom.fill("Asparagus");
    await custom.press("Enter");
    await custom.fill("   ");
    await custom.press("Enter");
    await custom.fill("melons");
    await page.getByRole("button", { name: "Add custom product type" }).click();
    const chips = page.getByLabel("Selected products");
    await expect.poll(() => chips.getByRole("button", { name: /^Remove / }).count()).toBe(3);
    await checkbox(page, "FSMA 204 High-Risk Products").click();
    await checkbox(page, "Sesame").click();
    const allergen = page.getByRole("textbox", { name: "Custom allergen" });
    await allergen.fill("Mustard");
    await allergen.press("Enter");
    await allergen.fill("sesame");
    await allergen.press("Enter");
    await expect.poll(() => page.getByLabel("Custom allergens").getByRole("button").count()).toBe(1);
    await screenshot(page, "scope-wizard-step2-1280");
    await next(page);

    // Step 3: activities.
    await stepHeading(page, "Activities");
    await checkbox(page, "Well").click();
    await checkbox(page, "Surface").click();
    await checkbox(page, "Pre-op").click();
    await page.getByRole("radio", { name: "Third-party" }).click();
    await checkbox(page, "Mobile").click();
    await checkbox(page, "Kiosk/QR").click();
    await screenshot(page, "scope-wizard-step3-1280");
    await next(page);

    // The draft is on the server: a reload keeps it.
    await visible(page, "Draft saved");
    await page.reload();
    await stepHeading(page, "Site Profile");
    expect(await checkbox(page, "Harvest").getAttribute("data-state")).toBe("checked");
    for (let i = 0; i < 3; i++) await next(page);

    // Step 4: modules. FSMS is required; excluding a suggested module asks for a rationale.
    await stepHeading(page, "Modules");
    expect(await checkbox(page, "Module 1 FSMS").isDisabled()).toBe(true);
    expect(await checkbox(page, "Module 7 Harvest").getAttribute("data-state")).toBe("checked");
    await checkbox(page, "Cold Storage/Distribution").click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.getByRole("heading", { name: "Exclude Module" }).isVisible()).toBe(true);
    await dialog.getByLabel("Rationale").fill("  short ");
    await visible(page, "Minimum 10 characters (5/10)");
    expect(await dialog.getByRole("button", { name: "Exclude Module" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Rationale").fill("Produce is cooled by a contracted cooler in Yuma, not on this site");
    await dialog.getByRole("button", { name: "Exclude Module" }).click();
    await visible(page, "Excluded");
    await visible(page, "Produce is cooled by a contracted cooler in Yuma, not on this site");
    expect(await checkbox(page, "Cold Storage/Distribution").getAttribute("data-state")).toBe("unchecked");
    await screenshot(page, "scope-wizard-step4-1280");
    await next(page);

    // Step 5: review, preview with N/A and undo, then apply.
    await stepHeading(page, "Review");
    await visible(page, "FSMA 204 High-Risk");
    await visible(page, "Asparagus");
    const points = Number((await page.getByTestId("total-points").textContent())!.split(" ")[0]);
    await page.getByRole("button", { name: "Preview Clauses" }).click();
    await page.getByRole("button", { name: /Harvest Operations/ }).click();
    await page.getByRole("button", { name: "Mark 7.01.01 N/A" }).click();
    const rationale = page.getByRole("dialog", { name: "Mark 7.01.01 N/A" });
    await rationale.getByLabel("Rationale").fill("No field harvest crews are employed in this scope");
    await rationale.getByRole("button", { name: "Mark N/A" }).click();
    await expect
      .poll(() => page.getByTestId("clause-7.01.01").getByRole("button", { name: "Marked N/A" }).isDisabled())
      .toBe(true);
    await screenshot(page, "scope-wizard-preview-1280");
    await page.getByRole("button", { name: "Undo N/A for 7.01.01" }).click();
    await page.getByRole("button", { name: "Mark 7.02.01 N/A" }).click();
    await page
      .getByRole("dialog", { name: "Mark 7.02.01 N/A" })
      .getByLabel("Rationale")
      .fill("Irrigation water is managed by the landowner");
    await page.getByRole("dialog", { name: "Mark 7.02.01 N/A" }).getByRole("button", { name: "Mark N/A" }).click();
    await page.keyboard.press("Escape");
    await visible(page, "(1 N/A excluded)");
    expect(Number((await page.getByTestId("total-points").textContent())!.split(" ")[0])).toBeLessThan(points);
    expect(await checkbox(page, "Allow auditors to mark clauses as N/A during audit").getAttribute("data-state")).toBe(
      "checked",
    );
    await screenshot(page, "scope-wizard-step5-1280");
    await page.getByRole("button", { name: "Save Scope & Apply" }).click();
    await visible(page, "Scope Saved");
    await visible(page, "Scope saved. Training, records, and scoring updated.");
    await page.waitForURL(/\/app\/overview$/);
    // The overview opens on yuma, and its Readiness by Clause now covers the harvest module's areas.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Yuma Harvest Operations");
    await expect.poll(clauseAreas).toContain("Harvest Operations");
    await expect.poll(() => page.getByText("Harvest Operations", { exact: true }).count()).toBeGreaterThan(0);

    await page.goto("/app/settings/sites/yuma");
    await page.reload();
    await visible(page, "Scope Configured");
    const modules = page.getByTestId("scope-modules");
    await expect.poll(() => modules.textContent()).toBe("Module 1 FSMSModule 7 Harvest");
    await expect.poll(() => page.getByTestId("scope-products").textContent()).toBe("Leafy GreensMelonsAsparagus");
    await expect.poll(() => page.getByRole("link", { name: "Reconfigure Scope" }).isVisible()).toBe(true);
    await screenshot(page, "scope-site-detail-1280");

    // The site list no longer offers Set Scope for yuma.
    await page.getByRole("main").getByRole("link", { name: "Sites" }).click();
    await expect.poll(() => page.getByTestId("site-card-yuma").getByText("Scope Configured").isVisible()).toBe(true);
    expect(
      await page
        .getByTestId("site-card-yuma")
        .getByRole("link", { name: /Set Scope/ })
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it("shows field errors when editing a site, and 'Site not found' for an unknown id", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "admin@clausewise.demo");
    await page.goto("/app/settings/sites/oxnard");
    await visible(page, "Site Information");
    await page.getByRole("button", { name: "Edit" }).click();
    // The site page has other forms (the working calendar's closures have a Name too): use the edit form's.
    const edit = page.locator("form").filter({ has: page.getByLabel("Time zone") });
    await edit.getByLabel("Time zone").fill("Mars/Olympus_Mons");
    await edit.getByLabel("Name").fill("X");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await visible(page, "Use an IANA time zone name, e.g. America/Los_Angeles");
    await visible(page, "Name must be at least 2 characters");
    await page.getByRole("button", { name: "Cancel" }).click();
    await visible(page, "Oxnard Packhouse");
    await page.goto("/app/settings/sites/atlantis");
    await visible(page, "Site not found");
    await page.goto("/app/settings/sites/atlantis/scope");
    await visible(page, "Site not found");
    await page.context().close();
  });

  it("keeps the wizard read-only for a viewer and Save disabled for a QA manager", async () => {
    const viewer = await newPage(browser, { baseURL });
    await signIn(viewer, "viewer@clausewise.demo");
    await viewer.goto("/app/settings/sites/oxnard/scope");
    await visible(viewer, "Read-only");
    expect(await checkbox(viewer, "Processing").isDisabled()).toBe(true);
    expect(await checkbox(viewer, "Processing").getAttribute("data-state")).toBe("checked");
    await viewer.getByRole("button", { name: /Review/ }).click();
    expect(await viewer.getByRole("button", { name: "Save Scope & Apply" }).isDisabled()).toBe(true);
    await visible(viewer, "Only an Administrator or PCQI can apply a scope.");
    await viewer.context().close();

    const manager = await newPage(browser, { baseURL });
    await signIn(manager, "qa.manager@clausewise.demo");
    await manager.goto("/app/settings/sites/oxnard/scope");
    await stepHeading(manager, "Site Profile");
    expect(await checkbox(manager, "Processing").isDisabled()).toBe(false);
    await manager.getByRole("button", { name: /Review/ }).click();
    expect(await manager.getByRole("button", { name: "Save Scope & Apply" }).isDisabled()).toBe(true);
    await visible(manager, "Your changes are saved as a draft.");
    await manager.context().close();
  });

  it("fits a 375 px phone: site list, detail and every wizard step", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await signIn(page, "pcqi@clausewise.demo");
    await page.goto("/app/settings/sites");
    await visible(page, "Site Management");
    await screenshot(page, "scope-sites-list-375");
    await page.goto("/app/settings/sites/oxnard");
    await visible(page, "Scope Configuration");
    await screenshot(page, "scope-site-detail-375");
    await page.getByRole("link", { name: "Reconfigure Scope" }).click();
    for (const [i, title] of ["Site Profile", "Products", "Activities", "Modules", "Review"].entries()) {
      await stepHeading(page, title);
      await screenshot(page, `scope-wizard-step${i + 1}-375`);
      if (i < 4) await next(page);
    }
    // Nothing in the page's own content is wider than the phone (the shell's top bar is its own).
    const widest = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll("main *")].map((el) => el.getBoundingClientRect().right)),
    );
    expect(widest).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
