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
});
