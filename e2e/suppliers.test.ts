import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * Issue 21 in the app: a QA manager adds a supplier, sends it an upload link, the supplier's contact
 * uploads a document through it without an account, the QA manager accepts it and approves the supplier;
 * the list and its summary show the supplier approved, and the site's overview lists the approved supplier's
 * certificate that expires within days. Journeys share one server, so this one makes its own supplier
 * (services, low risk: one insurance certificate required).
 */
let browser: Browser;
let qa: Page;
const baseURL = inject("baseURL");
const name = `E2E Sanitation ${Date.now().toString(36)}`;
const pdf = path.resolve("assets/sample-documents/Pest_Control.pdf");
/** Calendar dates far from the site's today either way: no dependence on the time of day. */
const isoDaysFromNow = (days: number) => addCalendarDays(siteToday("America/Los_Angeles"), days);

const approvedCount = async (page: Page) => Number(await page.getByTestId("supplier-summary-approved").textContent());
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The certificate the supplier sends expires within the week: an approved supplier's renewal to ask for. */
const expiresOn = isoDaysFromNow(4);

/** The Suppliers tab of Oxnard's overview action queue, opened. */
async function overviewSuppliersTab(page: Page) {
  await page.goto("/app/overview");
  const heading = page.getByRole("heading", { level: 1 });
  await expect.poll(() => page.getByTestId("metric-readiness").isVisible(), { timeout: 15_000 }).toBe(true);
  if ((await heading.textContent()) !== "Oxnard Packhouse") {
    await page.getByRole("button", { name: /^Current site:/ }).click();
    await page.getByRole("menuitem", { name: /Oxnard Packhouse/ }).click();
    await expect.poll(() => heading.textContent()).toBe("Oxnard Packhouse");
  }
  await page.getByRole("tab", { name: /^Suppliers/ }).click();
  return page.getByRole("tabpanel", { name: /^Suppliers/ });
}

beforeAll(async () => {
  browser = await launchBrowser();
  qa = await newPage(browser, { baseURL });
  await signIn(qa, "qa.manager@clausewise.demo");
});
afterAll(() => browser?.close());

describe("suppliers in the app", () => {
  let uploadPath = "";
  let approvedBefore = 0;
  let supplierUrl = "";

  it("adds a supplier with the shared form and opens it", async () => {
    await qa.goto("/app/suppliers");
    await expect.poll(() => qa.getByTestId("supplier-summary-approved").textContent()).toMatch(/^\d+$/);
    approvedBefore = await approvedCount(qa);
    await screenshot(qa, "suppliers-list-1280");

    await qa.getByRole("button", { name: "Add supplier" }).click();
    const dialog = qa.getByRole("dialog");
    // The shared schema refuses a one-letter name next to the field.
    await dialog.getByLabel("Supplier name").fill("X");
    await dialog.getByRole("button", { name: "Add supplier" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();

    await dialog.getByLabel("Supplier name").fill(name);
    await dialog.getByLabel("Category").click();
    await qa.getByRole("option", { name: "Services" }).click();
    await dialog.getByLabel("Risk level").click();
    await qa.getByRole("option", { name: "Low risk" }).click();
    await dialog.getByRole("checkbox", { name: "Oxnard", exact: false }).first().click();
    await dialog.getByRole("button", { name: "Add contact" }).click();
    await dialog.getByLabel("Name", { exact: true }).fill("Ana Ruiz");
    await dialog.getByLabel("E-mail").fill("ana.ruiz@example.com");
    // Services are no FSMA 204 product: what it does goes in the notes; the products are the master data's.
    await dialog.getByRole("group", { name: "Products it supplies" }).getByText("Romaine hearts").waitFor();
    await dialog.getByLabel("Notes").fill("Supplies: sanitation crew, drain cleaning");
    // The owner, told ahead of its expiries, is picked among the members who gather supplier documents.
    await dialog.getByLabel("Owner").click();
    await qa.getByRole("option", { name: "Sofia Ramirez" }).click();
    await dialog.getByRole("button", { name: "Add supplier" }).click();
    await qa.getByText("Supplier added").waitFor();
    await qa.waitForURL(/[?&]supplier=[0-9a-f-]{36}/);
    supplierUrl = new URL(qa.url()).pathname + new URL(qa.url()).search;

    const detail = qa.getByTestId("supplier-detail");
    await detail.getByRole("heading", { name, level: 2 }).waitFor();
    expect(await detail.getByTestId("supplier-status").first().textContent()).toBe("Pending");
    const insurance = detail.locator('[data-testid="supplier-requirement"][data-type="insurance"]');
    expect(await insurance.getByTestId("supplier-compliance").textContent()).toBe("Missing");
    await detail.getByText("Ana Ruiz").waitFor();
    await detail.getByText("Supplies: sanitation crew, drain cleaning").waitFor();

    // The owner went to the API and comes back in the edit form.
    const id = new URL(qa.url()).searchParams.get("supplier");
    const saved = await qa.request.get(`/api/suppliers/${id}`);
    const owners = await qa.request.get("/api/suppliers/owners");
    const sofia = ((await owners.json()) as { owners: { id: string; name: string }[] }).owners.find(
      (o) => o.name === "Sofia Ramirez",
    );
    expect(((await saved.json()) as { supplier: { ownerId: string } }).supplier.ownerId).toBe(sofia?.id);
    await detail.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = qa.getByRole("dialog");
    expect(await edit.getByLabel("Owner").textContent()).toBe("Sofia Ramirez");
    await edit.getByRole("button", { name: "Cancel" }).click();
  });

  it("creates an upload link, shown once with its expiry", async () => {
    await qa.getByRole("button", { name: "Create upload link" }).first().click();
    const dialog = qa.getByRole("dialog");
    // The missing insurance certificate is asked for already.
    expect(await dialog.getByRole("checkbox", { name: "Insurance certificate" }).getAttribute("data-state")).toBe(
      "checked",
    );
    // Send link by e-mail: to the contact's address, through the outbox.
    await dialog.getByLabel("Send link by e-mail").click();
    await qa.getByRole("option", { name: "To Ana Ruiz (ana.ruiz@example.com)" }).click();
    await dialog.getByRole("button", { name: "Create upload link" }).click();
    expect(await dialog.getByTestId("supplier-link-emailed").textContent()).toBe(
      "Link e-mailed to ana.ruiz@example.com",
    );
    const url = dialog.getByLabel("Link to send");
    await url.waitFor();
    uploadPath = new URL(await url.inputValue()).pathname;
    expect(uploadPath).toMatch(/^\/supplier-upload\/[\w-]{16,}$/);
    await dialog.getByTestId("supplier-link-expiry").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await qa.getByTestId("supplier-links").getByText("Open", { exact: true }).waitFor();
  });

  it("the supplier's contact uploads the document through the link, signed out, on a phone", async () => {
    const supplier = await newPage(browser, { baseURL, width: 375 });
    await supplier.goto(uploadPath);
    await supplier.getByRole("heading", { name: `Documents for ${name}` }).waitFor();
    await supplier.getByTestId("requested-documents").getByText("Insurance certificate").waitFor();
    expect(await pageScrollWidth(supplier)).toBeLessThanOrEqual(375);
    await screenshot(supplier, "supplier-upload-375");

    // Without a file the form says so next to the field.
    await supplier.getByLabel("Your name").fill("Ana Ruiz");
    await supplier.getByRole("button", { name: "Send document" }).click();
    await supplier.getByText("Choose the file to upload").waitFor();

    await supplier.getByLabel("Issue date").fill(isoDaysFromNow(-20));
    await supplier.getByLabel("Expiry date").fill(expiresOn);
    await supplier.getByLabel("File").setInputFiles(pdf);
    await supplier.getByRole("button", { name: "Send document" }).click();
    await supplier.getByRole("status").getByText("Document sent").waitFor();
    await screenshot(supplier, "supplier-upload-sent-375");
    await supplier.context().close();
  });

  it("the QA manager accepts the document and approves the supplier with a reason", async () => {
    await qa.reload();
    const detail = qa.getByTestId("supplier-detail");
    const version = detail.getByTestId("supplier-version").first();
    await version.getByText("To review").waitFor();
    await version.getByText(/Uploaded by Ana Ruiz \(.*upload link\)/).waitFor();
    await version.getByText("Upload link", { exact: true }).waitFor();

    await version.getByRole("button", { name: "Review", exact: true }).click();
    const review = qa.getByRole("dialog");
    await review.getByRole("button", { name: "Accept", exact: true }).click();
    await qa.getByText("Document accepted").waitFor();
    const insurance = detail.locator('[data-testid="supplier-requirement"][data-type="insurance"]');
    await expect.poll(() => insurance.getByTestId("supplier-compliance").textContent()).toBe("Expiring");

    // Pending, the supplier is nobody's work on the overview yet.
    const pendingTab = await overviewSuppliersTab(qa);
    await pendingTab.waitFor();
    expect(await pendingTab.getByText(`${name}: document expiring`).count()).toBe(0);
    await qa.goto(supplierUrl);
    await detail.getByRole("heading", { name, level: 2 }).waitFor();

    await qa.getByRole("button", { name: "Change status" }).click();
    const change = qa.getByRole("dialog");
    expect(await change.getByLabel("New status").textContent()).toContain("Approved");
    await change.getByRole("button", { name: "Change status" }).click();
    await change.getByText("Give the reason for this decision").waitFor();
    await change.getByLabel("Reason").fill("Insurance certificate accepted; low-risk service.");
    await change.getByRole("button", { name: "Change status" }).click();
    await qa.getByText("Status changed").waitFor();
    await expect.poll(() => detail.getByTestId("supplier-status").first().textContent()).toBe("Approved");
    await detail
      .getByTestId("supplier-decision")
      .getByText(/Decided by Daniel Kim/)
      .waitFor();
    await detail
      .getByTestId("supplier-decision")
      .getByText("Reason: Insurance certificate accepted; low-risk service.")
      .waitFor();
    // The decision is kept in the supplier's history: the move, who and why.
    const history = detail.getByTestId("supplier-history-entry");
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain("Pending → Approved");
    expect(await history.first().textContent()).toContain("Insurance certificate accepted; low-risk service.");
    await screenshot(qa, "suppliers-detail-1280");
  });

  it("the overview lists the approved supplier's certificate to renew, linked to the supplier", async () => {
    const tab = await overviewSuppliersTab(qa);
    const item = tab.getByRole("listitem").filter({ hasText: `${name}: document expiring` });
    await item.waitFor();
    await item.getByText("Due soon").waitFor();
    await screenshot(qa, "overview-suppliers-1280");
    await item.getByRole("link", { name: "Request renewal" }).click();
    await qa.waitForURL(/\/app\/suppliers\?supplier=[0-9a-f-]{36}/);
    await qa.getByTestId("supplier-detail").getByRole("heading", { name, level: 2 }).waitFor();
  });

  it("the list shows the supplier approved with its certificate expiring, and its summary counts it", async () => {
    await qa.getByRole("button", { name: "All suppliers" }).click();
    const row = qa.getByTestId("supplier-row").filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId("supplier-status").textContent()).toBe("Approved");
    expect(await row.getByTestId("supplier-compliance").textContent()).toBe("Expiring");
    await expect.poll(() => approvedCount(qa)).toBeGreaterThanOrEqual(approvedBefore + 1);

    // The filters find it: approved and expiring, services.
    await qa.goto("/app/suppliers?status=approved&compliance=expiring&category=services");
    await qa.getByTestId("supplier-row").filter({ hasText: name }).waitFor();
    await qa.goto("/app/suppliers?status=pending&category=services");
    await qa.getByTestId("supplier-filters").waitFor();
    await expect.poll(() => qa.getByTestId("supplier-row").filter({ hasText: name }).count()).toBe(0);
  });

  it("at 375 px the list is cards and the supplier fits the screen", async () => {
    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "qa.manager@clausewise.demo");
    await phone.goto("/app/suppliers?category=services");
    const card = phone.getByTestId("supplier-card").filter({ hasText: name });
    await card.waitFor();
    expect(await card.getByTestId("supplier-status").textContent()).toBe("Approved");
    expect(await card.getByTestId("supplier-compliance").textContent()).toBe("Expiring");
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await screenshot(phone, "suppliers-list-375");
    await card.click();
    await phone.getByTestId("supplier-detail").getByRole("heading", { name, level: 2 }).waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    const changeStatus = phone.getByRole("button", { name: "Change status" });
    expect((await changeStatus.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(phone, "suppliers-detail-375");
    await phone.context().close();
  });

  it("the requirements per category and risk level open for the QA manager, editable", async () => {
    await qa.goto("/app/suppliers");
    await qa.getByRole("button", { name: "Document requirements" }).click();
    const dialog = qa.getByRole("dialog");
    await dialog.getByLabel("Category").click();
    await qa.getByRole("option", { name: "Services" }).click();
    await dialog.getByLabel("Risk level").click();
    await qa.getByRole("option", { name: "Low risk" }).click();
    // Services at low risk require the insurance certificate, renewed every 12 months (the built-in rule).
    expect(await dialog.getByRole("checkbox", { name: "Insurance certificate" }).getAttribute("data-state")).toBe(
      "checked",
    );
    expect(await dialog.getByLabel("Renew every").inputValue()).toBe("12");
    await dialog.getByRole("button", { name: "Save requirements" }).waitFor();
    await screenshot(qa, "suppliers-requirements-1280");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  it("the demo grower shows its product from the master data, its partner record and the receipt from it", async () => {
    await qa.goto("/app/suppliers?category=grower");
    await qa.getByTestId("supplier-row").filter({ hasText: "Valle Verde Farms" }).getByRole("button").first().click();
    const detail = qa.getByTestId("supplier-detail");
    await detail.getByRole("heading", { name: "Valle Verde Farms", level: 2 }).waitFor();
    await detail.getByText(/Green leaf lettuce \(24 ct carton\) · Oxnard/).waitFor();
    const trace = detail.getByTestId("supplier-traceability");
    await trace.getByText("Oxnard Packhouse · 1 location").waitFor();
    const receipt = trace.getByTestId("supplier-receipts").getByRole("listitem").first();
    expect(await receipt.textContent()).toContain("lot VV-GL-2611-07");
    await trace.scrollIntoViewIfNeeded();
    await screenshot(qa, "suppliers-traceability-1280");
  });

  it("ties the new supplier to a new trading partner record at Oxnard, shown in the master data", async () => {
    await qa.goto(supplierUrl);
    const trace = qa.getByTestId("supplier-traceability");
    await trace.getByText("Not linked to a trading partner record yet.").waitFor();
    await trace.getByLabel("Site", { exact: true }).click();
    await qa.getByRole("option", { name: "Oxnard Packhouse" }).click();
    expect(await trace.getByLabel("Trading partner record").textContent()).toBe(`New record: ${name}`);
    await trace.getByRole("button", { name: "Link", exact: true }).click();
    await qa.getByText("Trading partner record linked").waitFor();
    await trace.getByText("Oxnard Packhouse · 0 locations").waitFor();
    await trace.getByRole("link", { name: "Traceability master data" }).click();
    await qa.waitForURL(/\/app\/traceability\/master-data/);
    await qa.getByText(name).first().waitFor();
  });

  it("a withdrawn link tells the supplier it is closed", async () => {
    const links = qa.getByTestId("supplier-links");
    await qa.goto("/app/suppliers");
    await qa.getByTestId("supplier-row").filter({ hasText: name }).getByRole("button", { name }).click();
    await links.getByRole("button", { name: "Withdraw" }).click();
    await qa.getByText("Upload link withdrawn").waitFor();
    await links.getByText("Withdrawn", { exact: true }).waitFor();

    const supplier = await newPage(browser, { baseURL });
    await supplier.goto(uploadPath);
    await supplier.getByRole("heading", { name: "This link is closed" }).waitFor();
    expect(await supplier.getByTestId("upload-link-problem").textContent()).toContain("withdrawn");
    await screenshot(supplier, "supplier-upload-closed-1280");
    await supplier.context().close();
  });
});
