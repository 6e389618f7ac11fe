import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

/**
 * Issue 19's "bring existing records in" on a phone (decision 145): upload a Spanish cold-room log, see the
 * columns matched, a bad row named in the preview and nothing importable, then the fixed file imported and
 * the import undone with a reason.
 */
let browser: Browser;
let page: Page;
const baseURL = inject("baseURL");

const log = (reading: string, action = "") =>
  Buffer.from(
    [
      "Fecha,Hora,Iniciales,Ubicación,Temperatura,Acción correctiva",
      "2026-01-12,07:30,JM,Cámara 1,36.5,",
      `2026-01-13,07:45,LR,Cámara 1,${reading},${action}`,
    ].join("\n"),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseURL, width: 375 });
  await signIn(page, "qa.manager@clausewise.demo");
});
afterAll(() => browser?.close());

describe("Records › Import logs at 375 px", () => {
  it("maps a file's columns, names a bad row, imports the fixed file and undoes it", async () => {
    await page.goto("/app/records/import");
    await page.getByRole("heading", { name: "Import logs" }).waitFor();

    const name = `camara-${Date.now()}.csv`;
    await page.getByLabel("File").setInputFiles({ name, mimeType: "text/csv", buffer: log("abc") });
    await page.getByRole("button", { name: "Read columns" }).click();
    await page.getByText("2 rows in").waitFor();
    // The Spanish headers were matched to the form's fields.
    await expect.poll(() => page.getByLabel("Temperature", { exact: true }).textContent()).toBe("Temperatura");
    await expect.poll(() => page.getByLabel("Initials (performed by)").textContent()).toBe("Iniciales");

    await page.getByRole("button", { name: "Check rows" }).click();
    await page.getByText("1 of 2 rows can be imported").waitFor();
    await page.getByText("Temperature: Must be a number").waitFor();
    expect(await page.getByRole("button", { name: "Import 2 rows" }).isDisabled()).toBe(true);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "record-import-preview-375");

    await page
      .getByLabel("File")
      .setInputFiles({ name, mimeType: "text/csv", buffer: log("45.2", "Producto movido a la cámara 2") });
    await page.getByRole("button", { name: "Read columns" }).click();
    await page.getByText("2 rows in").waitFor();
    await page.getByRole("button", { name: "Check rows" }).click();
    await page.getByText("2 of 2 rows can be imported · 1 deviations").waitFor();
    await page.getByText("Deviation", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await page.getByText(`2 logs imported from ${name}`).waitFor();

    const item = page.getByTestId("record-import").filter({ hasText: name });
    await item.getByText("Imported", { exact: true }).waitFor();
    await item.getByRole("button", { name: `Undo ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Reason").fill("Wrong site");
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await page.getByText(`Import of ${name} undone`).waitFor();
    await item.getByText("Undone", { exact: true }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "record-import-375");
    await resize(page, 1280, 900);
    await screenshot(page, "record-import-1280");
  });
});
