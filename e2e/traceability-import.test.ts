import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { siteToday } from "../src/domain/dates";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 20, decision 144 in the app: a QA technician opens the demo supplier receipt that lacks a KDE from
 * the completeness dashboard, fills in exactly what is missing, and the dashboard and the overview's trace
 * gap clear; then she imports a harvest log from a CSV through the column mapping and its row report.
 * It completes the demo's only gap, so it runs on a server of its own (the shared one keeps the gap that
 * other journeys show).
 */
let server: RunningServer;
let browser: Browser;
let phone: Page;
let desk: Page;
const run = Date.now().toString(36).toUpperCase();
const pageScrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  desk = await newPage(browser, { baseURL: server.baseURL });
  await signIn(desk, "qa.tech@clausewise.demo");
  phone = await newPage(browser, { baseURL: server.baseURL, width: 375 });
  await signIn(phone, "qa.tech@clausewise.demo");
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("completing an event's missing KDEs and importing events", () => {
  it("opens the incomplete receipt from the dashboard and fills in only what it lacks", async () => {
    await desk.goto("/app/traceability/completeness");
    await desk.getByTestId("completeness-groups").waitFor();
    const overall = await desk.getByTestId("completeness-overall").textContent();
    expect(overall).toMatch(/1 incomplete event/);
    await desk
      .getByRole("link", { name: /^Complete event/ })
      .first()
      .click();
    await desk.getByRole("heading", { name: "Complete an event" }).waitFor();
    await desk.getByText("This event lacks 1 required field.").waitFor();
    // Exactly the missing KDE is asked for: one field, the reference document's number.
    expect(await desk.locator("form input, form [role=combobox]").count()).toBe(1);
    await desk.getByLabel("Reference document number").fill(`E2E-ASN-${run}`);
    await settled(desk);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, "traceability-complete-1280");
    await desk.getByRole("button", { name: "Save the missing KDEs" }).click();
    await expect.poll(() => desk.getByTestId("complete-done").textContent()).toContain("Reference document number");

    await desk.getByRole("link", { name: "Back to KDE completeness" }).click();
    await expect.poll(() => desk.getByTestId("completeness-overall").textContent()).toMatch(/0 incomplete events/);
    expect(await desk.getByRole("link", { name: /^Complete event/ }).count()).toBe(0);

    // The overview's trace gap is gone too.
    await desk.goto("/app");
    await desk.getByRole("tab", { name: /^Trace/ }).click();
    await desk.waitForTimeout(500);
    expect(
      await desk
        .getByRole("listitem")
        .filter({ hasText: /trace events lacks? required KDEs/ })
        .count(),
    ).toBe(0);
  });

  it("imports a harvest log from a CSV on a phone: proposed columns, a bad row named, then all rows", async () => {
    const header =
      "Destinatario,Producto agrícola,Cantidad,Unidad,Finca,Campo,Fecha de cosecha,Tipo de documento,Número de documento";
    const day = siteToday("America/Los_Angeles");
    const row = (quantity: string, n: number) =>
      `Pacific Fresh Yuma Hydrocooler,Romaine lettuce,${quantity},bins,Pacific Fresh Yuma Ranch,Block 9,${day},field_tag,E2E-IMP-${run}-${n}`;
    const good = row("40", 1);
    const bad = row("forty", 2);
    await phone.goto("/app/traceability/import");
    await phone.getByRole("heading", { name: "Import tracking events" }).waitFor();
    await phone.locator("#import-file").setInputFiles({
      name: "cosecha.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([header, good, bad].join("\n")),
    });
    await phone.getByRole("button", { name: "Read the file" }).click();
    await phone.getByTestId("import-mapping").waitFor();
    await expect
      .poll(() => phone.getByTestId("import-summary").textContent())
      .toContain("Rows ready: 1. Rows with problems: 1.");
    await phone
      .getByTestId("import-row-3")
      .getByText(/Quantity \(column "Cantidad"\)/)
      .waitFor();
    expect(await phone.getByRole("button", { name: /^Import 1 event/ }).isDisabled()).toBe(true);
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    await settled(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "traceability-import-375");

    await phone.locator("#import-file").setInputFiles({
      name: "cosecha.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([header, good, row("35", 3)].join("\n")),
    });
    await phone.getByRole("button", { name: "Read the file" }).click();
    await expect
      .poll(() => phone.getByTestId("import-summary").textContent())
      .toContain("Rows ready: 2. Rows with problems: 0.");
    await phone.getByRole("button", { name: "Import 2 events" }).click();
    await phone.getByTestId("import-history").getByText("cosecha.csv").waitFor();
    await phone.getByText("2 events imported").first().waitFor();
    expect(await phone.getByTestId("import-history").textContent()).toContain("2 events");
  });
});
