import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { AskAnswer } from "../src/domain/schemas/ask";
import { seriousViolations } from "./support/axe";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

/**
 * Issue 18 in the app: a QA manager asks three questions where she works — the Ask page, the Ctrl+K
 * palette's Ask mode and the evidence packs (one in Spanish), then a fourth on a document audit's report —
 * each answer shows numbered sources, and opening one shows the source itself. axe checks the panel with
 * an answer in it; the phone width keeps it on the screen.
 */
let browser: Browser;
let page: Page;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { baseURL });
  await signIn(page, "qa.manager@clausewise.demo");
});
afterAll(() => browser?.close());

/** Types the question into a panel, asks, and returns the answer the server gave (and the panel shows). */
async function ask(panel: Locator, question: string): Promise<AskAnswer> {
  await panel.getByLabel("Your question").fill(question);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/ask") && r.request().method() === "POST");
  await panel.getByRole("button", { name: "Ask", exact: true }).click();
  const response = await answered;
  const answer = (await response.json()) as AskAnswer;
  expect(response.status(), JSON.stringify(answer)).toBe(200);
  await panel.getByTestId(answer.citations.length > 0 ? "ask-answer" : "ask-empty").waitFor();
  return answer;
}

/** The numbered sources the panel shows are the answer's citations, in order, with their titles. */
async function expectCitationsShown(panel: Locator, answer: AskAnswer) {
  expect(answer.citations.length, JSON.stringify(answer)).toBeGreaterThan(0);
  const items = panel.getByTestId("ask-citation");
  await expect.poll(() => items.count()).toBe(answer.citations.length);
  for (const [i, citation] of answer.citations.entries()) {
    expect(await items.nth(i).textContent()).toContain(citation.title);
  }
}

const pageScrollWidth = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

describe("asking about audit readiness", () => {
  let water: AskAnswer;

  it("answers on the Ask page with the lead line and numbered sources, axe clean", async () => {
    await page.goto("/app/ask");
    await page.getByRole("heading", { level: 1, name: "Ask" }).waitFor();
    const panel = page.getByTestId("ask-panel");

    // The shared schema refuses a too short question next to the box, before any request.
    await panel.getByLabel("Your question").fill("?");
    await panel.getByRole("button", { name: "Ask", exact: true }).click();
    await panel.getByText("Ask a question of at least 3 characters").waitFor();

    water = await ask(panel, "When was the last water test at Oxnard?");
    await expectCitationsShown(panel, water);
    const lead = water.answer
      .split("\n")[0]!
      .replace(/\[\d+\]/g, "")
      .trim();
    expect((await panel.getByTestId("ask-lead").textContent())?.replace(/\[\d+\]/g, "").trim()).toBe(lead);
    expect(water.citations[0]!.kind).toBe("record");
    expect(await panel.getByTestId("ask-citation").first().textContent()).toContain("Record");
    // The answer is in a live region, so a screen reader hears it arrive.
    expect(await panel.locator('[aria-live="polite"]').getByTestId("ask-answer").count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "ask-page-1280");

    // The history below lists it, with the export of every question and its citations.
    const history = page.getByTestId("ask-history-entry");
    await expect.poll(() => history.first().textContent()).toContain("When was the last water test at Oxnard?");
    const exported = await page.request.get((await page.getByTestId("ask-export").getAttribute("href")) ?? "/missing");
    expect(exported.status()).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain("When was the last water test at Oxnard?");
    expect(csv).toContain(water.citations[0]!.url);
  });

  it("asks from the Ctrl+K palette's Ask option and shows the answer there", async () => {
    await page.goto("/app/overview");
    await page.locator("h1").first().waitFor();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    const box = palette.getByRole("combobox");
    await box.fill("Who verified the pre-op sanitation logs last week?");
    const option = palette.getByTestId("palette-ask-option");
    await option.waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/ask") && r.request().method() === "POST");
    // The Ask option is the last one: arrow down to it and press Enter.
    for (let i = 0; i < 40 && (await option.getAttribute("aria-selected")) !== "true"; i++) {
      await box.press("ArrowDown");
    }
    await box.press("Enter");
    const answer = (await (await answered).json()) as AskAnswer;
    const panel = palette.getByTestId("ask-panel");
    await expectCitationsShown(panel, answer);
    await panel.getByTestId("ask-answer").waitFor();
    expect(answer.citations.some((c) => c.kind === "record")).toBe(true);
    // The question box has the focus, for the next question.
    expect(await panel.getByLabel("Your question").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "ask-palette-1280");
    await page.keyboard.press("Escape");
    await expect.poll(() => palette.isVisible()).toBe(false);
  });

  it("answers a question in Spanish on the evidence packs", async () => {
    await page.goto("/app/audits/evidence");
    const panel = page.getByTestId("ask-panel");
    await panel.waitFor();
    const answer = await ask(panel, "¿Quién capacitó a la cuadrilla en higiene?");
    await expectCitationsShown(panel, answer);
    // The module's title in the asker's language: the demo's hygiene module.
    expect(answer.citations.some((c) => c.kind === "training_module" && /Hygiene|Higiene/.test(c.title))).toBe(true);
    await screenshot(page, "ask-evidence-1280");
  });

  it("asks about one evidence pack from its row: the pack's site and period, axe clean, then the screen's site", async () => {
    await page.goto("/app/audits/evidence");
    const row = page.getByTestId("pack-row").first();
    await row.getByRole("button", { name: /^Ask about / }).click();
    const dialog = page.getByTestId("pack-ask-dialog");
    await dialog.waitFor();
    const panel = dialog.getByTestId("ask-panel");
    // The question box has the focus in the dialog.
    await expect
      .poll(() => panel.getByLabel("Your question").evaluate((el) => el === document.activeElement))
      .toBe(true);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/ask") && r.method() === "POST");
    const answer = await ask(panel, "When was the last water test?");
    const body = (await sent).postDataJSON() as { packId?: string; siteId?: string };
    expect(body.packId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.siteId).toBeUndefined();
    await expectCitationsShown(panel, answer);
    expect(answer.citations[0]!.kind).toBe("record");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "ask-pack-1280");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // The screen's own panel sends the site chosen in the top bar.
    const screenPanel = page.getByTestId("ask-panel");
    const again = page.waitForRequest((r) => r.url().endsWith("/api/ask") && r.method() === "POST");
    await ask(screenPanel, "pest control logs");
    expect(((await again).postDataJSON() as { siteId?: string }).siteId).toBeTruthy();
  });

  it("opens a cited record from the answer", async () => {
    await page.goto("/app/ask");
    const panel = page.getByTestId("ask-panel");
    const answer = await ask(panel, "When was the last water test at Oxnard?");
    const first = answer.citations[0]!;
    await panel.getByTestId("ask-citation-link").first().click();
    await page.waitForURL((url) => url.href.endsWith(first.url));
    // The record opens in its View dialog, which shows the summary the citation quoted.
    const view = page.getByRole("dialog");
    const summary = first.quote.replace(/ \(by .*\)$/, "");
    await expect.poll(() => view.getByText(summary, { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, "ask-opened-source-1280");
  });

  it("answers on a document audit's report and opens the cited document", async () => {
    const started = await page.request.post("/api/sites/oxnard/document-audits", {
      multipart: {
        files: {
          name: "Training_Records.csv",
          mimeType: "text/csv",
          buffer: fs.readFileSync(path.resolve("assets/sample-documents/Training_Records.csv")),
        },
      },
    });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await page.goto(`/app/audits/documents?audit=${id}`);
    const report = page.getByTestId("document-audit-report");
    await report.waitFor({ timeout: 120_000 });
    const panel = report.getByTestId("ask-panel");
    const answer = await ask(panel, "Show me the glass and brittle plastic policy");
    await expectCitationsShown(panel, answer);
    const policy = answer.citations.findIndex((c) => c.title.includes("Glass & Brittle Plastic"));
    expect(policy).toBeGreaterThanOrEqual(0);
    await screenshot(page, "ask-document-audit-1280");

    const link = panel.getByTestId("ask-citation-link").nth(policy);
    const cited = answer.citations[policy]!;
    if (cited.url.startsWith("/app/")) {
      await link.click();
      await page.waitForURL((url) => url.href.endsWith(cited.url));
      await expect.poll(() => page.getByText(cited.title).first().isVisible()).toBe(true);
    } else {
      // A file opens in a new tab at the passage.
      const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toContain(cited.url.split("#")[0]);
      await tab.close();
    }
  });

  it("fits a phone: the panel and its answer on the screen, no sideways scroll", async () => {
    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "qa.manager@clausewise.demo");
    await phone.goto("/app/ask");
    const panel = phone.getByTestId("ask-panel");
    await panel.getByLabel("Your question").fill("When was the last water test at Oxnard?");
    await panel.getByRole("button", { name: "Ask", exact: true }).click();
    await panel.getByTestId("ask-answer").waitFor();
    await phone.getByTestId("ask-history-entry").first().waitFor();
    expect(await pageScrollWidth(phone)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "ask-page-375");
    await phone.context().close();
  });
});
