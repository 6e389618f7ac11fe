import { siteToday } from "../src/domain/dates";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, signIn } from "./support/browser";

/**
 * Decision 155 in the app: Oxnard receives the same lot code from two suppliers (set up through the API),
 * so the code names two lots. The trace screen gets the server's 400 on the TLC source next to its field;
 * the user enters one supplier's TLC source reference and gets that lot's trace, the source kept in the URL.
 * The transformation form names an input's source the same way, its 400 next to that input's field.
 */
let browser: Browser;
let desk: Page;
let phone: Page;
const baseURL = inject("baseURL");
const run = Date.now().toString(36).toUpperCase();
const tlc = `DUP-${run}`;
const today = siteToday("America/Los_Angeles");

const field = (page: Page, path: string) => page.locator(`#kde-transformation-${path.replaceAll(".", "-")}`);
async function choose(page: Page, path: string, option: RegExp) {
  await field(page, path).click();
  await page.getByRole("option", { name: option }).click();
}
const place = (businessName: string, city: string) => ({
  businessName,
  phone: "+1 805 555 0100",
  address: "1 Farm Rd",
  city,
  state: "CA",
  postalCode: "93030",
});
const hearts = { productName: "Romaine hearts", packagingSize: "24 ct", packagingStyle: "carton" };
const receiving = (value: number, supplier: string, reference: string) => ({
  type: "receiving",
  tlc,
  quantity: { value, unit: "cases" },
  product: hearts,
  previousSource: place(supplier, "Salinas"),
  receivingLocation: place("Oxnard Packhouse", "Oxnard"),
  receiveDate: today,
  tlcSource: { reference },
  referenceDocument: { type: "advance_ship_notice", number: `ASN-${run}-${value}` },
});

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newPage(browser, { baseURL });
  await signIn(desk, "qa.tech@clausewise.demo");
  phone = await newPage(browser, { baseURL, width: 375 });
  await signIn(phone, "qa.tech@clausewise.demo");
  for (const body of [
    receiving(40, "Valle Verde Farms", `FFRN VV ${run}`),
    receiving(30, "Sierra Growers", `FFRN SG ${run}`),
  ]) {
    const response = await desk.request.post("/api/sites/oxnard/trace-events", { data: body });
    expect(response.status(), await response.text()).toBe(201);
  }
});
afterAll(() => browser?.close());

describe("Traceability › the same lot code from two suppliers", () => {
  it("asks the trace for the lot's TLC source, then traces the lot it names", async () => {
    await desk.goto("/app/traceability/trace");
    await desk.getByLabel("Traceability lot code").fill(tlc);
    await desk.getByRole("button", { name: "Trace", exact: true }).click();
    const source = desk.getByLabel(/^TLC source/);
    await desk.getByText(/Several lots have this traceability lot code/).waitFor();
    expect(await source.getAttribute("aria-invalid")).toBe("true");
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: "/tmp/srcui-trace-asks-1280.png", fullPage: true });

    await source.fill(`FFRN SG ${run}`);
    await desk.getByRole("button", { name: "Trace", exact: true }).click();
    const graph = desk.getByTestId("trace-graph");
    await graph.getByText(tlc).first().waitFor();
    expect(new URL(desk.url()).searchParams.get("tlcSource")).toBe(`FFRN SG ${run}`);
    const balance = desk.getByTestId("mass-balance").getByRole("row").filter({ hasText: tlc });
    // Sierra's 30 cases, not Valle Verde's 40 (nor 70).
    await expect.poll(() => balance.getByRole("cell").allTextContents()).toContain("30");
    expect(await balance.getByRole("cell").allTextContents()).not.toContain("40");
    await expect.poll(() => desk.getByText(/Several lots have this traceability lot code/).count()).toBe(0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: "/tmp/srcui-trace-1280.png", fullPage: true });

    // On a phone, from a shared link: the URL keeps the source.
    await phone.goto(
      `/app/traceability/trace?tlc=${tlc}&direction=forward&tlcSource=${encodeURIComponent(`FFRN VV ${run}`)}`,
    );
    await phone.getByTestId("trace-graph").getByText(tlc).first().waitFor();
    expect(await phone.getByLabel(/^TLC source/).inputValue()).toBe(`FFRN VV ${run}`);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.goto(`/app/traceability/trace?tlc=${tlc}&direction=forward`);
    await phone.getByText(/Several lots have this traceability lot code/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: "/tmp/srcui-trace-asks-375.png", fullPage: true });
  });

  it("cuts one supplier's lot on a phone: the input's TLC source is asked for next to it, then recorded", async () => {
    await phone.goto("/app/traceability/capture?type=transformation");
    await phone.getByTestId("cte-form-transformation").waitFor();
    await field(phone, "inputs.0.tlc").fill(tlc);
    await choose(phone, "inputs.0.product", /Romaine hearts/);
    await field(phone, "inputs.0.quantity").fill("10");
    await field(phone, "inputs.0.quantity.unit").fill("cases");
    await field(phone, "tlc").fill(`SALAD-${run}`);
    await choose(phone, "transformationLocation", /Oxnard Packhouse/);
    await choose(phone, "product", /Chopped romaine salad/);
    await field(phone, "quantity").fill("200");
    await field(phone, "quantity.unit").fill("bags");
    await choose(phone, "referenceDocument", /Batch log/);
    await phone.getByLabel("Reference document number").fill(`BL-${run}`);
    await phone.getByRole("button", { name: "Record event" }).click();

    const sourceField = phone
      .locator("div")
      .filter({ has: phone.locator('label[for="kde-transformation-inputs-0-tlcSource"]') })
      .last();
    await sourceField.getByText(/traceability lot code source/).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: "/tmp/srcui-capture-input-source-375.png", fullPage: true });

    await sourceField.getByLabel("or TLC source reference (FFRN, web address)").fill(`FFRN VV ${run}`);
    await phone.getByRole("button", { name: "Record event" }).click();
    await phone
      .getByText(/^Event recorded/)
      .first()
      .waitFor();

    // The salad was made from Valle Verde's lot: tracing that lot forward reaches it, Sierra's does not.
    const forward = async (reference: string) => {
      const response = await desk.request.get(
        `/api/trace/lots/${tlc}?direction=forward&tlcSource=${encodeURIComponent(reference)}`,
      );
      expect(response.status()).toBe(200);
      return ((await response.json()) as { lots: { tlc: string }[] }).lots.map((lot) => lot.tlc);
    };
    expect(await forward(`FFRN VV ${run}`)).toContain(`SALAD-${run}`);
    expect(await forward(`FFRN SG ${run}`)).not.toContain(`SALAD-${run}`);
  });
});
