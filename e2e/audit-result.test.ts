import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot } from "./support/browser";
import { createAuditResult } from "../src/domain/audit-demo/summary";
import { RESULT_STORAGE_KEY } from "../src/domain/audit-demo/result-storage";
import type { AuditResult } from "../src/domain/audit-demo/types";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the result page holding `result`, as if the simulation had just stored it in this tab. */
async function openResult(width: number, result: AuditResult = createAuditResult(new Date())): Promise<Page> {
  const page = await newPage(browser, { baseURL, width });
  await page.goto("/");
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    RESULT_STORAGE_KEY,
    JSON.stringify(result),
  ] as const);
  await page.goto("/audit/result");
  await page.getByRole("heading", { name: "Audit Results" }).waitFor();
  return page;
}

const issueRows = (page: Page) => page.getByRole("table", { name: "Issues" }).locator("tbody tr[data-severity]");
const clauseRows = (page: Page) => page.getByRole("table", { name: "Clause results" }).locator("tbody tr");

/** The red, green and blue parts of an element's computed background. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const probe = document.createElement("canvas").getContext("2d")!;
      probe.fillStyle = getComputedStyle(el).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe.each([1280, 375])("audit result page at %i px", (width) => {
  it("shows the header, the three findings with their severities and tints, and survives a reload", async () => {
    const generatedAt = new Date();
    const page = await openResult(width, createAuditResult(generatedAt));
    const date = await page.evaluate(
      (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(new Date(iso)),
      generatedAt.toISOString(),
    );
    expect(await page.getByText(`PrimusGFS v4.0 • Generated ${date}`).count()).toBe(1);

    const rows = issueRows(page);
    expect(await rows.count()).toBe(3);
    const cells = await rows.evaluateAll((trs) =>
      (trs as HTMLTableRowElement[]).map((tr) => [tr.cells[0]!.textContent, tr.cells[1]!.textContent]),
    );
    expect(cells).toEqual([
      ["High", "7.01.02"],
      ["Medium", "7.02.04"],
      ["Medium", "7.03.05"],
    ]);
    const [r1, g1, b1] = await background(page, 'tr[data-severity="NC"]');
    expect(r1! - g1!).toBeGreaterThan(8); // red tint
    expect(r1! - b1!).toBeGreaterThan(8);
    const [r2, g2, b2] = await background(page, 'tr[data-severity="Partial"]');
    expect(r2! - b2!).toBeGreaterThan(8); // amber tint: red and green over blue
    expect(g2! - b2!).toBeGreaterThan(4);
    await screenshot(page, `audit-result-${width}`);

    await page.reload();
    await page.getByRole("heading", { name: "Audit Results" }).waitFor();
    expect(await issueRows(page).count()).toBe(3);

    await page.getByRole("link", { name: "Back to Demo" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  it("opens the clause dialog with the requirement summary, and says so for an unknown clause", async () => {
    const result = createAuditResult(new Date());
    result.clauses.push({ ...result.clauses[0]!, clause: "9.99.99", title: "Unlisted clause" });
    const page = await openResult(width, result);

    await page.getByRole("table", { name: "Issues" }).getByRole("button", { name: "Show clause 7.01.02" }).click();
    const dialog = page.getByRole("dialog", { name: "Clause 7.01.02" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("Pre-harvest assessment");
    expect(text).toContain("Plain-language summary of the PrimusGFS requirement, for reference.");
    expect(text).not.toContain("official PrimusGFS clause text");
    await screenshot(page, `audit-result-clause-${width}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("button", { name: "Show clause 9.99.99" }).click();
    const unknown = page.getByRole("dialog", { name: "Clause 9.99.99" });
    await unknown.waitFor();
    expect(await unknown.textContent()).toContain("Clause text not available for this clause number.");
    await unknown.getByRole("button", { name: "Close" }).first().click();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await page.context().close();
  });

  it("narrows both tables with the search box and the module and status filters", async () => {
    const page = await openResult(width);
    const issueClauses = () =>
      issueRows(page).evaluateAll((trs) => (trs as HTMLTableRowElement[]).map((tr) => tr.cells[1]!.textContent));
    const clauseIds = () =>
      clauseRows(page).evaluateAll((trs) => (trs as HTMLTableRowElement[]).map((tr) => tr.cells[0]!.textContent));
    expect(await clauseIds()).toHaveLength(8);

    await page.getByRole("searchbox", { name: "Search results" }).fill("knife");
    await expect.poll(issueClauses).toEqual(["7.02.04"]);
    await page.getByRole("searchbox", { name: "Search results" }).fill("");
    await expect.poll(issueClauses).toHaveLength(3);

    await choose(page, "Status", "Partial");
    await expect.poll(issueClauses).toEqual(["7.02.04", "7.03.05"]);
    await expect.poll(clauseIds).toEqual(["7.02.04", "7.03.05"]);

    await choose(page, "Status", "All statuses");
    await choose(page, "Module", "FSMS");
    await expect.poll(clauseIds).toEqual(["1.01.01", "1.03.01", "3.01.01"]);
    await expect.poll(issueClauses).toEqual([]);
    expect(await page.getByText("No issues match these filters.").count()).toBe(1);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(issueClauses).toHaveLength(3);
    await expect.poll(clauseIds).toHaveLength(8);
    await page.context().close();
  });
});

describe("without a stored result", () => {
  it("says so and returns to the landing page", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await page.goto("/audit/result");
    await page.getByRole("heading", { name: "No Audit Results Found" }).waitFor();
    expect(await page.getByText("Run an audit first to see results here.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Back to Demo" }).getAttribute("href")).toBe("/");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6000 });
    await page.getByRole("heading", { level: 1, name: /Cut audit prep/ }).waitFor();
    await page.context().close();
  });
});

describe.each([1280, 375])("unknown path at %i px", (width) => {
  it("shows the 404 page, logs the path and links home", async () => {
    const page = await newPage(browser, { baseURL, width });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404" }).waitFor();
    expect(await page.getByText("Oops! Page not found").count()).toBe(1);
    await expect.poll(() => errors.some((e) => e.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });
});
