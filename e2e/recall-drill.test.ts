import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * Issue 20's mock recall in the app (decision 137): a QA manager starts a drill from a lot, the clock
 * runs, she records the trace, the customers, the holds and the mass balance, closes it and downloads
 * the report, which is turned into an image to look at. Journeys share one server and the demo season
 * may not be there, so the journey captures its own lot through the API first: 300 cases packed at
 * oxnard, 120 shipped to a customer, 180 left on hand.
 */
let browser: Browser;
let qa: Page;
const baseURL = inject("baseURL");
const suffix = Date.now().toString(36).toUpperCase();
const lot = `E2E-${suffix}`;
const day = (offset: number) => addCalendarDays(siteToday("America/Los_Angeles"), offset);
const out = "/tmp/fsma-drill-e2e";

const place = (businessName: string, kind: string, phone: string) => ({
  kind,
  businessName,
  phone,
  address: "1 Harbor Blvd",
  city: "Oxnard",
  state: "CA",
  postalCode: "93030",
});

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

beforeAll(async () => {
  fs.mkdirSync(out, { recursive: true });
  browser = await launchBrowser();
  qa = await newPage(browser, { baseURL });
  await signIn(qa, "qa.manager@clausewise.demo");
  const product = await post(qa, "/api/sites/oxnard/trace-products", {
    productName: `Romaine ${suffix}`,
    commodity: "Romaine lettuce",
    packagingSize: "24 ct",
    packagingStyle: "carton",
    onFoodTraceabilityList: true,
    ftlCategory: "leafy_greens",
  });
  const farm = await post(qa, "/api/sites/oxnard/trace-locations", {
    location: place(`Farm ${suffix}`, "farm", "+1 805 555 0101"),
    growingAreas: [{ name: "Block 7" }],
  });
  const packhouse = await post(qa, "/api/sites/oxnard/trace-locations", {
    location: place(`Packhouse ${suffix}`, "packinghouse", "+1 805 555 0102"),
  });
  await post(qa, "/api/sites/oxnard/trace-events", {
    type: "initial_packing",
    tlc: lot,
    received: [
      {
        commodity: "Romaine lettuce",
        receivedDate: day(-2),
        quantity: { value: 40, unit: "bins" },
        farm: { locationId: farm.id },
        growingArea: "Block 7",
        harvester: { businessName: "Crew 3", phone: "+1 805 555 0103" },
        harvestDate: day(-3),
      },
    ],
    product: { productId: product.id },
    quantity: { value: 300, unit: "cases" },
    packingLocation: { locationId: packhouse.id },
    packingDate: day(-2),
    referenceDocument: { type: "production_log", number: `PL-${suffix}` },
  });
  await post(qa, "/api/sites/oxnard/trace-events", {
    type: "shipping",
    tlc: lot,
    quantity: { value: 120, unit: "cases" },
    product: { productId: product.id },
    shipTo: place("Harbor Grocers", "other", "+1 805 555 0199"),
    shipFrom: { locationId: packhouse.id },
    shipDate: day(-1),
    tlcSource: { location: { locationId: packhouse.id } },
    referenceDocument: { type: "bill_of_lading", number: `BOL-${suffix}` },
  });
});
afterAll(() => browser?.close());

describe("a mock recall drill in the app", () => {
  let drillUrl = "";

  it("starts from a lot code, and the clock runs", async () => {
    await qa.goto("/app/records/recall-drills");
    await qa.getByRole("heading", { name: "Mock recalls", level: 1 }).waitFor();
    // An unknown code is refused next to the field.
    await qa.getByLabel("Traceability lot code").fill("NO-SUCH-LOT");
    await qa.getByRole("button", { name: "Start the drill" }).click();
    await qa.getByText("No traceability event carries this lot code").waitFor();

    // A scanned case label (printed form) gives the field its lot; Enter from the scanner does not submit.
    const field = qa.getByLabel("Traceability lot code");
    await field.fill(`(01)10614141000415(10)${lot}`);
    await field.press("Enter");
    await qa.getByText(`Scanned label: GTIN 10614141000415, lot ${lot}`).waitFor();
    expect(await field.inputValue()).toBe(lot);
    expect(qa.url()).not.toMatch(/drill=/);
    await qa.getByRole("button", { name: "Start the drill" }).click();
    await qa.waitForURL(/[?&]drill=[0-9a-f-]{36}/);
    drillUrl = qa.url();
    const clock = qa.getByTestId("drill-clock");
    await expect.poll(() => clock.textContent()).toMatch(/^0:00:0[1-9]$/);
    await qa.getByText("Within target · target 4 h").waitFor();
    await qa.getByRole("heading", { name: "1 customer to contact" }).waitFor();
    await qa.getByText("Harbor Grocers").waitFor();
    await qa.getByRole("link", { name: "+1 805 555 0199" }).waitFor();
    await qa.getByText(`${lot}: 120 cases`).waitFor();
    await qa.getByText(`On hand here by the records: ${lot} (180 cases)`).waitFor();
    await settled(qa);
    expect(await seriousViolations(qa)).toEqual([]);
  });

  it("records each step; the holds step holds the 180 cases on hand", async () => {
    const steps: [step: string, action: string][] = [
      ["trace", "Record the trace"],
      ["customers", "Record the customers"],
      ["holds", "Place the holds"],
      ["mass_balance", "Record the balance"],
    ];
    for (const [step, action] of steps) {
      const item = qa.locator(`[data-testid="drill-step"][data-step="${step}"]`);
      expect(await item.getAttribute("data-done")).toBe("false");
      if (step === "customers") await item.getByLabel("Note (optional)").fill("Called Harbor Grocers' buyer");
      await item.getByRole("button", { name: action }).click();
      await expect.poll(() => item.getAttribute("data-done")).toBe("true");
    }
    await qa.getByText("Called Harbor Grocers' buyer").waitFor();
    const hold = qa.getByRole("link", { name: lot });
    await hold.waitFor();
    expect(await hold.getAttribute("href")).toMatch(/^\/app\/records\/holds\?hold=[0-9a-f-]{36}$/);
    await qa.getByText("180 cases", { exact: true }).waitFor();
    await screenshot(qa, "recall-drill-open-1280");
    await qa.screenshot({ path: `${out}/open-1280.png`, fullPage: true });
  });

  it("fits a phone and passes axe at 375 px", async () => {
    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "qa.manager@clausewise.demo");
    await phone.goto(drillUrl);
    await phone.getByTestId("drill-clock").waitFor();
    await settled(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${out}/open-375.png`, fullPage: true });
    await phone.context().close();
  });

  it("closes with a conclusion and downloads the report, which reads within the 4-hour target", async () => {
    await qa.getByLabel("Conclusion (optional)").fill("Customer reached in 10 minutes.");
    await qa.getByRole("button", { name: "Stop the clock and close" }).click();
    await qa.getByText(/^Closed .* within the target\.$/).waitFor();
    const clock = await qa.getByTestId("drill-clock").textContent();
    await qa.waitForTimeout(1500);
    expect(await qa.getByTestId("drill-clock").textContent()).toBe(clock);

    const [download] = await Promise.all([
      qa.waitForEvent("download"),
      qa.getByRole("link", { name: "Download the report (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mock-recall-oxnard-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = `${out}/report.pdf`;
    await download.saveAs(pdf);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    expect(text).toContain("Mock recall drill report");
    expect(text).toMatch(/Completed in \d+ min: within the 4 h 00 min target/);
    for (const expected of [
      "Harbor Grocers",
      "+1 805 555 0199",
      `${lot}: 120 cases`,
      "Customer reached in 10 minutes.",
    ])
      expect(text).toContain(expected);
    execFileSync("pdftoppm", ["-png", "-r", "70", pdf, `${out}/report`]);
    expect(fs.readdirSync(out).filter((f) => /^report-\d+\.png$/.test(f)).length).toBeGreaterThanOrEqual(1);
    // Axe looks at the page at rest, not at the link under the pointer.
    await qa.mouse.move(0, 0);
    await settled(qa);
    expect(await seriousViolations(qa)).toEqual([]);
  });
});
