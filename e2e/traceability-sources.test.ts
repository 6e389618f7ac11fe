import { siteToday } from "../src/domain/dates";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, signIn } from "./support/browser";

/**
 * Decision 155 in the app: Oxnard receives the same lot code from two suppliers (set up through the API),
 * so the code names two lots. The trace screen gets the server's 400 on the TLC source next to its field
 * and lists the code's lots with their sources; the user enters one supplier's TLC source reference, or
 * picks the lot, and gets that lot's trace, the source kept in the URL. The transformation form asks for an
 * input's source the same way, its 400 next to that input's field, and the lot is picked from the list.
 * The mock recall drill's start lists the lots the code will take.
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
    const source = desk.getByRole("textbox", { name: /^TLC source/ });
    await desk.getByText(/Several lots have this traceability lot code/).waitFor();
    expect(await source.getAttribute("aria-invalid")).toBe("true");
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.screenshot({ path: "/tmp/srcui-trace-asks-1280.png", fullPage: true });

    // The code's two lots are listed with their sources, product, date and quantities to pick from.
    const picker = desk.getByTestId("lot-picker");
    await picker.getByText(`TLC source reference FFRN VV ${run}`).waitFor();
    const lots = picker.getByRole("radio");
    expect(await lots.count()).toBe(2);
    expect(await picker.textContent()).toMatch(
      /Romaine hearts, 24 ct, carton · received .* · 40 cases · on hand 40 cases/,
    );
    expect(await picker.textContent()).toMatch(/· 30 cases · on hand 30 cases/);

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
    // The typed source names Sierra's lot: its radio is the one checked.
    expect(await picker.getByRole("radio", { name: new RegExp(`FFRN SG ${run}`) }).isChecked()).toBe(true);

    // Picking Valle Verde's lot traces it at once, its reference kept in the URL.
    await picker.getByRole("radio", { name: new RegExp(`FFRN VV ${run}`) }).check();
    await expect.poll(() => new URL(desk.url()).searchParams.get("tlcSource")).toBe(`FFRN VV ${run}`);
    expect(await source.inputValue()).toBe(`FFRN VV ${run}`);
    await expect.poll(() => balance.getByRole("cell").allTextContents()).toContain("40");
    expect(await balance.getByRole("cell").allTextContents()).not.toContain("30");

    // On a phone, from a shared link: the URL keeps the source.
    await phone.goto(
      `/app/traceability/trace?tlc=${tlc}&direction=forward&tlcSource=${encodeURIComponent(`FFRN VV ${run}`)}`,
    );
    await phone.getByTestId("trace-graph").getByText(tlc).first().waitFor();
    expect(await phone.getByRole("textbox", { name: /^TLC source/ }).inputValue()).toBe(`FFRN VV ${run}`);
    await phone
      .getByTestId("lot-picker")
      .getByRole("radio", { name: new RegExp(`FFRN VV ${run}`) })
      .waitFor();
    expect(
      await phone
        .getByTestId("lot-picker")
        .getByRole("radio", { name: new RegExp(`FFRN VV ${run}`) })
        .isChecked(),
    ).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: "/tmp/srcui-trace-picked-375.png", fullPage: true });
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

    // The input's code names two lots: picking Valle Verde's fills its TLC source.
    const inputPicker = sourceField.getByTestId("lot-picker");
    await inputPicker.getByRole("radio", { name: new RegExp(`FFRN VV ${run}`) }).check();
    expect(await sourceField.getByLabel("or TLC source reference (FFRN, web address)").inputValue()).toBe(
      `FFRN VV ${run}`,
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.screenshot({ path: "/tmp/srcui-capture-input-picked-375.png", fullPage: true });
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

  it("lists the lots a mock recall drill of the code will take, on a desk and a phone", async () => {
    // The QA manager may start drills (holds.place).
    for (const width of [1280, 375]) {
      const page = await newPage(browser, { baseURL, width });
      await signIn(page, "qa.manager@clausewise.demo");
      await page.goto("/app/records/recall-drills");
      await page.getByLabel("Traceability lot code").fill(tlc);
      const list = page.getByTestId("lot-list");
      await list.getByText(/the drill includes every one of them/).waitFor();
      expect(await list.getByRole("listitem").allTextContents()).toEqual([
        expect.stringMatching(new RegExp(`FFRN VV ${run}.*Romaine hearts.* on hand 30 cases`)),
        expect.stringMatching(new RegExp(`FFRN SG ${run}.*Romaine hearts.* on hand 30 cases`)),
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/srcui-drill-lots-${width}.png`, fullPage: true });
      await page.close();
    }
  });
});
