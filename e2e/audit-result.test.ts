import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot } from "./support/browser";
import { PUBLIC_RESULT_KEY } from "../src/domain/audit-demo/stored-public-result";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the result page holding the engine's sample result, as the landing's audit stores it in the tab. */
async function openResult(width: number): Promise<Page> {
  const page = await newPage(browser, { baseURL, width });
  await page.goto("/");
  await page.evaluate(async (key) => {
    const response = await fetch("/api/public/document-audits/samples", { method: "POST" });
    const last = JSON.parse((await response.text()).trim().split("\n").at(-1)!);
    sessionStorage.setItem(key, JSON.stringify({ result: last.result, generatedAt: new Date().toISOString() }));
  }, PUBLIC_RESULT_KEY);
  await page.goto("/audit/result");
  await page.getByRole("heading", { name: "Audit Results" }).waitFor();
  return page;
}

const issueRows = (page: Page) => page.getByRole("table", { name: "Issues" }).locator("tbody tr[data-verdict]");
const clauseRows = (page: Page) => page.getByRole("table", { name: "Clause results" }).locator("tbody tr[data-clause]");
const firstCells = (rows: ReturnType<typeof issueRows>, cell: number) =>
  rows.evaluateAll((trs, i) => (trs as HTMLTableRowElement[]).map((tr) => tr.cells[i]!.textContent), cell);

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
  it("shows the engine's verdicts with figures computed from the rows, tinted, and survives a reload", async () => {
    const page = await openResult(width);
    expect(await page.getByText(/audited against FSMS \+ Packinghouse as of November 20, 2026/).count()).toBe(1);
    // Planted gaps: 4 non-compliant, 2 without evidence, 7 partial (src/domain/audit-demo/sample-files.ts).
    const verdicts = await issueRows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-verdict")));
    expect(verdicts.filter((v) => v === "non_compliant")).toHaveLength(4);
    expect(verdicts.filter((v) => v === "no_evidence")).toHaveLength(2);
    expect(verdicts.filter((v) => v === "partial")).toHaveLength(7);
    // The overall figure is the rows' points: earned over possible, not a fixed number.
    const points = await clauseRows(page).evaluateAll((trs) =>
      trs.map((tr) => (tr as HTMLTableRowElement).cells[3]!.textContent ?? ""),
    );
    const [earned, possible] = points
      .map((p) => /^([\d.]+) of (\d+)$/.exec(p))
      .filter((m) => m !== null)
      .reduce(([e, p], m) => [e + Number(m[1]), p + Number(m[2])], [0, 0]);
    expect(await page.getByTestId("overall-score").textContent()).toBe(
      `${(Math.round((1000 * earned) / possible) / 10).toFixed(1)}%`,
    );
    const [r1, g1, b1] = await background(page, 'tr[data-verdict="non_compliant"]');
    expect(r1! - g1!).toBeGreaterThan(8); // red tint
    expect(r1! - b1!).toBeGreaterThan(8);
    const [r2, g2, b2] = await background(page, 'tr[data-verdict="partial"]');
    expect(r2! - b2!).toBeGreaterThan(8); // amber tint
    expect(g2! - b2!).toBeGreaterThan(4);
    await screenshot(page, `audit-result-${width}`);

    await page.reload();
    await page.getByRole("heading", { name: "Audit Results" }).waitFor();
    expect(await issueRows(page).count()).toBe(13);
    await page.getByRole("link", { name: "Back to Demo" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  it("narrows both tables with the search box and the module and verdict filters", async () => {
    const page = await openResult(width);
    await page.getByRole("searchbox", { name: "Search results" }).fill("Training_Records");
    await expect.poll(() => firstCells(issueRows(page), 1)).toEqual(["4.01.01", "4.01.02", "4.01.03"]);
    await page.getByRole("searchbox", { name: "Search results" }).fill("");
    await choose(page, "Verdict", "No evidence");
    await expect.poll(() => firstCells(issueRows(page), 1)).toEqual(["1.01.01", "5.01.03"]);
    await choose(page, "Verdict", "All verdicts");
    await choose(page, "Module", "Packinghouse");
    await expect.poll(() => firstCells(issueRows(page), 1)).toEqual(["P.02.01", "P.01.02", "P.03.02"]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => issueRows(page).count()).toBe(13);
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
