import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";
import { demoFigures } from "../src/server/demo/demo-figures";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function chooseSite(page: Page, name: string) {
  await page.getByRole("button", { name: /^Current site:/ }).click();
  await page.getByRole("menuitem", { name: new RegExp(name) }).click();
  await expect.poll(() => heading(page).textContent()).toBe(name);
}

async function overviewLoaded(page: Page) {
  await expect.poll(() => page.getByTestId("metric-readiness").isVisible(), { timeout: 15_000 }).toBe(true);
}

describe("overview journey", () => {
  it("switches site and sees the overview change, keeps the sidebar collapsed after a reload, finds a record with Ctrl+K and opens a notification", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "pcqi@clausewise.demo");
    await page.waitForURL(/\/app\/overview$/);
    // The current site is remembered per user on the server: start from Oxnard whatever ran before.
    if ((await heading(page).textContent()) !== "Oxnard Packhouse") await chooseSite(page, "Oxnard Packhouse");
    await overviewLoaded(page);
    await expect.poll(() => page.getByText("Last 30 days", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId("metric-readiness").textContent()).toMatch(/Readiness Score\d+\/100/);
    expect(await page.getByTestId("metric-readiness").textContent()).toContain(
      `Target ${demoFigures.oxnard.readinessTarget}`,
    );
    const oxnardAreas = await page.getByRole("list", { name: "Readiness by clause area" }).textContent();
    expect(oxnardAreas).toContain("Processing Operations");
    const oxnardFigures = await page.getByTestId("metric-records").textContent();
    // FSMA 204 (decision 141): the demo's receipt lacking a KDE is in the Trace tab, which opens completeness.
    await page.getByRole("tab", { name: /^Trace/ }).click();
    const gap = page.getByRole("listitem").filter({ hasText: /\d+ of \d+ trace events lacks? required KDEs/ });
    await expect.poll(() => gap.isVisible()).toBe(true);
    expect(await gap.getByRole("link", { name: "Complete KDEs" }).getAttribute("href")).toBe(
      "/app/traceability/completeness",
    );

    await chooseSite(page, "Yuma Harvest Operations");
    await expect.poll(() => page.getByTestId("metric-records").textContent()).not.toBe(oxnardFigures);
    expect(await page.getByRole("list", { name: "Readiness by clause area" }).textContent()).not.toBe(oxnardAreas);

    // The 7 / 30 / 90 period
    await page.getByRole("button", { name: "Period: last 30 days" }).click();
    await page.getByRole("menuitemradio", { name: "Last 90 days" }).click();
    await page.waitForURL(/days=90/);
    await expect.poll(() => page.getByText("Reported in the last 90 days").isVisible()).toBe(true);

    // Sidebar: Ctrl+B collapses it; the cookie keeps it collapsed after a reload
    const sidebar = page.locator("aside[data-state]");
    expect(await sidebar.getAttribute("data-state")).toBe("expanded");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("collapsed");
    await page.reload();
    await overviewLoaded(page);
    expect(await sidebar.getAttribute("data-state")).toBe("collapsed");
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-state")).toBe("expanded");

    // Ctrl+K finds a monitoring record and opens it on its screen
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search" }).fill("temperature log");
    const hit = page.getByRole("group", { name: "Records" }).getByRole("option").first();
    await expect.poll(() => hit.isVisible()).toBe(true);
    expect(await hit.textContent()).toContain("Temperature Log");
    await hit.click();
    await page.waitForURL(/\/app\/records\/monitoring\?record=[0-9a-f-]{36}$/);

    // A notification: opening it marks it read, so the badge count drops
    await page.goto("/app/overview");
    await overviewLoaded(page);
    const badge = page.getByTestId("notification-count");
    await expect.poll(() => badge.isVisible()).toBe(true);
    const before = Number(await badge.textContent());
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const unread = page
      .getByRole("list", { name: "Notifications" })
      .getByRole("button")
      .filter({ has: page.getByLabel("Unread") })
      .first();
    await unread.click();
    await page.waitForURL((url) => url.pathname !== "/app/overview");
    await expect.poll(async () => ((await badge.isVisible()) ? Number(await badge.textContent()) : 0)).toBe(before - 1);

    await page.goto("/app/overview");
    await chooseSite(page, "Oxnard Packhouse");
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`renders the overview at ${width} px, ${colorScheme}`, async () => {
        const page = await newPage(browser, { baseURL, width, colorScheme });
        await signIn(page, "qa.manager@clausewise.demo");
        await page.waitForURL(/\/app\/overview$/);
        await overviewLoaded(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          colorScheme === "dark",
        );
        await screenshot(page, `overview-${width}-${colorScheme}`);
        // Nothing wider than the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.context().close();
      });
    }
  }

  it("opens the Generate Evidence Pack dialog from the overview", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    await overviewLoaded(page);
    await page.getByRole("button", { name: "Generate Evidence Pack" }).click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    expect(await page.getByRole("dialog").textContent()).toContain("FSMS 1.01-1.08");
    await screenshot(page, "overview-evidence-dialog-1280");
    await page.context().close();
  });
});
