import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * GS1 EPCIS 2.0 on the Events screen (issue 20, decision 150): a QA technician exports the demo season of
 * oxnard as an EPCIS document, then uploads that same document back to oxnard: the packed lots' codes are
 * taken, so nothing is imported and the refusal is listed by event and field. At 1280 and 375 px.
 */
let browser: Browser;
let desk: Page;
let phone: Page;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await newPage(browser, { baseURL });
  await signIn(desk, "qa.tech@clausewise.demo");
  phone = await newPage(browser, { baseURL, width: 375 });
  await signIn(phone, "qa.tech@clausewise.demo");
});
afterAll(() => browser?.close());

describe("EPCIS 2.0 interchange in the app", () => {
  it("exports the season and refuses it back whole, naming the event and field", async () => {
    await desk.goto("/app/traceability/events");
    await desk.getByTestId("epcis").waitFor();
    const [download] = await Promise.all([
      desk.waitForEvent("download"),
      desk.getByRole("button", { name: "Export EPCIS" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^epcis-oxnard-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    const doc = JSON.parse(text) as { type: string; epcisBody: { eventList: Record<string, unknown>[] } };
    expect(doc.type).toBe("EPCISDocument");
    const ctes = doc.epcisBody.eventList.map((e) => e["cwfsma:cte"]);
    expect(ctes).toContain("initial_packing");
    const firstPacking = ctes.indexOf("initial_packing");
    // The export's toast (shown once sonner has loaded, decision 167) closes before the import: axe below
    // would otherwise read its text mid-fade, blended into its background (4.37:1 on one run).
    const exported = desk.getByText("EPCIS document downloaded");
    await exported.waitFor();
    await exported.waitFor({ state: "detached", timeout: 15_000 });

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "epcis-e2e-")), "season.json");
    fs.writeFileSync(file, text);
    await desk.locator("#epcis-file").setInputFiles(file);
    await desk.getByRole("button", { name: "Import", exact: true }).click();
    const problems = desk.getByTestId("epcis-problems");
    await problems.waitFor();
    const listed = await problems.textContent();
    expect(listed).toContain("Nothing was imported");
    expect(listed).toContain(`eventList.${firstPacking}.tlc: This traceability lot code is already used at this site`);
    await desk.mouse.move(0, 0);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-epcis-1280");
  });

  it("fits a phone", async () => {
    await phone.goto("/app/traceability/events");
    await phone.getByTestId("epcis").scrollIntoViewIfNeeded();
    await phone.getByRole("button", { name: "Export EPCIS" }).waitFor();
    await settled(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "traceability-epcis-375");
  });
});
