import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { parse } from "csv-parse/sync";
import { fdaSpreadsheetColumns } from "../src/domain/traceability/fda-spreadsheet";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * Issue 20 in the app: a QA technician on a phone records a harvest, its cooling, its initial packing
 * (the TLC assigned by the server) and a shipment to a demo customer, the lot code scanned into the
 * shipping form; on a desktop she traces the lot forward to the customer, opens KDE completeness (the
 * demo's supplier gap) and downloads FDA's sortable spreadsheet of the lot. Master data is the demo's
 * (seed-demo-traceability); the journey's own references are unique to this run.
 */
let browser: Browser;
let phone: Page;
let desk: Page;
const baseURL = inject("baseURL");
const run = Date.now().toString(36).toUpperCase();
let tlc = "";

const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const field = (page: Page, type: string, path: string) => page.locator(`#kde-${type}-${path.replaceAll(".", "-")}`);
async function choose(page: Page, type: string, path: string, option: string | RegExp) {
  await field(page, type, path).click();
  await page.getByRole("option", { name: option }).click();
}
async function reference(page: Page, type: string, kind: string, number: string) {
  await choose(page, type, "referenceDocument", kind);
  await page.getByLabel("Reference document number").fill(number);
}
async function openCapture(page: Page, type: string) {
  await page.goto(`/app/traceability/capture?type=${type}`);
  await page.getByTestId(`cte-form-${type}`).waitFor();
}
async function record(page: Page) {
  await page.getByRole("button", { name: "Record event" }).click();
  await page
    .getByText(/^Event recorded/)
    .first()
    .waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  phone = await newPage(browser, { baseURL, width: 375 });
  await signIn(phone, "qa.tech@clausewise.demo");
  desk = await newPage(browser, { baseURL });
  await signIn(desk, "qa.tech@clausewise.demo");
});
afterAll(() => browser?.close());

describe("FSMA 204 traceability in the app", () => {
  it("records a harvest on a phone, the server's 400 next to the missing KDE", async () => {
    await openCapture(phone, "harvesting");
    await choose(phone, "harvesting", "subsequentRecipient", /Yuma Hydrocooler/);
    await field(phone, "harvesting", "quantity").fill("40");
    await field(phone, "harvesting", "quantity.unit").fill("bins");
    await choose(phone, "harvesting", "farm", /Yuma Ranch/);
    await field(phone, "harvesting", "growingArea").fill("Block 7 South");
    await reference(phone, "harvesting", "Field tag", `E2E-FT-${run}`);
    // No commodity: the server names it and the form shows the reason under the field.
    await phone.getByRole("button", { name: "Record event" }).click();
    await expect.poll(() => field(phone, "harvesting", "commodity").getAttribute("aria-invalid")).toBe("true");
    await phone.getByText("Some fields need attention").waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "traceability-capture-error-375");

    await field(phone, "harvesting", "commodity").fill("Romaine lettuce");
    await record(phone);
  });

  it("records the cooling, then the initial packing, which assigns the TLC", async () => {
    await openCapture(phone, "cooling");
    await choose(phone, "cooling", "subsequentRecipient", /Oxnard Packhouse/);
    await field(phone, "cooling", "commodity").fill("Romaine lettuce");
    await field(phone, "cooling", "quantity").fill("40");
    await field(phone, "cooling", "quantity.unit").fill("bins");
    await choose(phone, "cooling", "coolingLocation", /Yuma Hydrocooler/);
    await choose(phone, "cooling", "farm", /Yuma Ranch/);
    await reference(phone, "cooling", "Batch log", `E2E-HC-${run}`);
    await record(phone);

    await openCapture(phone, "initial_packing");
    const form = "initial_packing";
    await field(phone, form, "received.0.commodity").fill("Romaine lettuce");
    await field(phone, form, "received.0.quantity").fill("40");
    await field(phone, form, "received.0.quantity.unit").fill("bins");
    await choose(phone, form, "received.0.farm", /Yuma Ranch/);
    await field(phone, form, "received.0.growingArea").fill("Block 7 South");
    await field(phone, form, "received.0.harvester").fill("Pacific Fresh Harvest Crew 2");
    await phone.getByLabel("Harvester phone").fill("+1 928 555 0111");
    await choose(phone, form, "product", /Romaine hearts/);
    await field(phone, form, "quantity").fill("100");
    await field(phone, form, "quantity.unit").fill("cases");
    await choose(phone, form, "packingLocation", /Oxnard Packhouse/);
    await reference(phone, form, "Production log", `E2E-PL-${run}`);
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await screenshot(phone, "traceability-capture-packing-375");
    await record(phone);
    const assigned = await phone.getByTestId("assigned-tlc").textContent();
    tlc = /OXNARD-\d{6}-\d{3}/.exec(assigned ?? "")?.[0] ?? "";
    expect(tlc).toMatch(/^OXNARD-\d{6}-\d{3}$/);
  });

  it("ships the lot, its code scanned: Enter moves on instead of sending the form", async () => {
    await openCapture(phone, "shipping");
    const form = "shipping";
    // A scanner types the GS1-128 string of the case label and presses Enter: the lot (10) is kept.
    await field(phone, form, "tlc").fill(`(01)10614141000415(10)${tlc}`);
    await field(phone, form, "tlc").press("Enter");
    await expect.poll(() => field(phone, form, "tlc").inputValue()).toBe(tlc);
    await expect.poll(() => phone.evaluate(() => document.activeElement?.id)).not.toBe(`kde-${form}-tlc`);
    await field(phone, form, "quantity").fill("60");
    await field(phone, form, "quantity.unit").fill("cases");
    await choose(phone, form, "product", /Romaine hearts/);
    await choose(phone, form, "shipTo", /Sunrise Grocers Phoenix/);
    await choose(phone, form, "shipFrom", /Oxnard Packhouse/);
    await choose(phone, form, "tlcSource", /Oxnard Packhouse/);
    await reference(phone, form, "Bill of lading", `E2E-BOL-${run}`);
    await record(phone);
    await screenshot(phone, "traceability-capture-shipped-375");
  });

  it("traces the lot forward to the customer, with its mass balance", async () => {
    await desk.goto(`/app/traceability/trace?tlc=${tlc}&direction=forward`);
    const graph = desk.getByTestId("trace-graph");
    await graph.getByText(tlc).waitFor();
    await graph.getByText(/Sunrise Grocers Phoenix/).waitFor();
    const balance = desk.getByTestId("mass-balance").getByRole("row").filter({ hasText: tlc });
    await balance.getByText("Unaccounted").waitFor();
    expect(await balance.getByRole("cell").allTextContents()).toEqual([
      tlc,
      "oxnard",
      "100",
      "0",
      "60",
      "0",
      "0",
      "0",
      "40 casesUnaccounted",
    ]);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-trace-1280");
    // The lot packed here prints its GS1-128 case labels (demo romaine has a GTIN).
    const lotCard = graph.locator("form").filter({ has: desk.getByRole("button", { name: "Print labels" }) });
    await lotCard.getByLabel("Case labels").fill("4");
    const [labels] = await Promise.all([
      desk.waitForEvent("download"),
      lotCard.getByRole("button", { name: "Print labels" }).click(),
    ]);
    expect(labels.suggestedFilename()).toBe(`case-labels-${tlc}.pdf`);
    const labelsPdf = fs.readFileSync((await labels.path())!);
    expect(labelsPdf.subarray(0, 5).toString()).toBe("%PDF-");
    await phone.goto(`/app/traceability/trace?tlc=${tlc}&direction=forward`);
    await phone.getByRole("button", { name: "Print labels" }).first().waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await screenshot(phone, "traceability-trace-labels-375");
    await desk.getByRole("button", { name: "Table" }).click();
    await desk
      .getByTestId("trace-table")
      .getByText(/to Sunrise Grocers Phoenix/)
      .waitFor();
  });

  it("shows KDE completeness with the demo supplier's gap", async () => {
    await desk.goto("/app/traceability/completeness");
    await desk.getByTestId("completeness-groups").waitFor();
    await desk.getByRole("button", { name: "Supplier", exact: true }).click();
    const gap = desk
      .getByTestId("completeness-groups")
      .locator("[data-slot=card]")
      .filter({ hasText: "Valle Verde Farms" });
    await gap.getByText(/Reference document number/).waitFor();
    await desk.mouse.move(0, 0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-completeness-1280");
  });

  it("downloads FDA's sortable spreadsheet of the lot as CSV, logged", async () => {
    await desk.goto("/app/traceability/fda-spreadsheet");
    await desk.getByTestId("fda-form").waitFor();
    await desk.locator("#fda-tlc").fill(tlc);
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fsma204-oxnard-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual(fdaSpreadsheetColumns.map((c) => c.title));
    const lotColumn = header!.indexOf("Traceability Lot Code");
    const cteColumn = header!.indexOf("Critical Tracking Event");
    expect(
      rows
        .filter((r) => r[lotColumn] === tlc)
        .map((r) => r[cteColumn])
        .sort(),
    ).toEqual(["Initial Packing", "Shipping"].sort());
    const log = desk.getByTestId("fda-log").getByRole("row").filter({ hasText: tlc });
    await log.first().waitFor();
    await desk.mouse.move(0, 0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-fda-1280");
  });

  it("lists master data and the events at 1280 and 375 px", async () => {
    await desk.goto("/app/traceability/master-data");
    await desk.getByText("Romaine hearts").first().waitFor();
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-master-data-1280");
    await phone.goto("/app/traceability/events");
    await phone.getByTestId("trace-events").getByText(tlc).first().waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "traceability-events-375");
  });
});
