import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { twMerge } from "tailwind-merge";
import { expect, launchBrowser, newPage, signIn } from "./support/browser";
import {
  bytesOf,
  LANDING_JS_GOAL,
  loadCold,
  OVERVIEW_JS_GOAL,
  scriptsOf,
  type LoadedResponse,
} from "./support/page-weight";

/**
 * Issue 16's byte budgets, measured as a browser receives them: a cold load (cache disabled) in
 * Chromium, summing the encoded bytes (compressed body and headers) of every script and stylesheet.
 *
 * The issue's goals are 100 KB of JS for the landing page and 180 KB for a cold /app/overview, both met
 * and asserted as such: the landing page 97.2 KB in 7 requests (108.8 KB before decision 162, 146 KB
 * before 152); the overview 174.5 KB in 22 (223.6 KB in 28 before decision 167, 249 KB in 31 before 162).
 */

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The text of every script and stylesheet the page loaded, to check what they hold. */
async function bodies(page: Page, loaded: LoadedResponse[], type: string) {
  return Promise.all(loaded.filter((r) => r.type === type).map(async (r) => (await page.request.get(r.url)).text()));
}

/**
 * The landing page renders without tailwind-merge (decision 162): that changes nothing only while no
 * element's classes conflict. Every class list on the page must come out of tailwind-merge whole.
 */
async function expectNoConflictingClasses(page: Page) {
  const lists = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => element.getAttribute("class") ?? ""),
  );
  expect(lists.length).toBeGreaterThan(50);
  for (const list of new Set(lists)) {
    const classes = new Set(list.split(/\s+/).filter(Boolean));
    expect(new Set(twMerge(list).split(/\s+/).filter(Boolean)), list).toEqual(classes);
  }
}

function expectCompressedAndCached(loaded: LoadedResponse[]) {
  for (const asset of loaded.filter((r) => new URL(r.url).pathname.startsWith("/assets/"))) {
    expect(asset.headers["content-encoding"], asset.url).toMatch(/^(br|zstd|gzip)$/);
    expect(asset.headers["cache-control"], asset.url).toBe("public, max-age=31536000, immutable");
  }
  const document = loaded.find((r) => r.type === "Document")!;
  expect(document.headers["cache-control"]).toBe("no-cache");
}

describe("what each page downloads", () => {
  it("the landing page: no query client, toasts, dialogs, tailwind-merge or app stylesheet; JS within the goal", async () => {
    const page = await newPage(browser, { baseURL });
    const loaded = await loadCold(page, "/", () =>
      page.getByRole("heading", { level: 1, name: /Cut audit prep from weeks to hours/ }).waitFor(),
    );
    expectCompressedAndCached(loaded);
    const js = await bodies(page, loaded, "Script");
    expect(js.some((code) => code.includes("No QueryClient set"))).toBe(false); // @tanstack/react-query
    expect(js.some((code) => code.includes("data-sonner-toaster"))).toBe(false); // sonner
    expect(js.some((code) => code.includes("DialogContent"))).toBe(false); // radix-ui Dialog (and Sheet)
    expect(js.some((code) => code.includes("No route matches URL"))).toBe(false); // react-router (decision 152)
    const css = await bodies(page, loaded, "Stylesheet");
    expect(css.length).toBeGreaterThan(0);
    expect(css.some((sheet) => sheet.includes(".bg-sidebar"))).toBe(false); // the app shell's styles
    const sent = bytesOf(scriptsOf(loaded));
    console.log(`landing: ${kb(sent)} of JS in ${scriptsOf(loaded).length} requests (goal ${kb(LANDING_JS_GOAL)})`);
    expect(sent).toBeLessThanOrEqual(LANDING_JS_GOAL);
    expect(js.some((code) => code.includes('"fvn-normal"'))).toBe(false); // tailwind-merge's class groups
    await expectNoConflictingClasses(page);
    await page.mouse.wheel(0, 1500); // the navigation bar's scrolled look, the sections shown on scroll
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectNoConflictingClasses(page);

    // The dialogs still open: their code arrives on first use.
    await page
      .getByRole("button", { name: /^Preview / })
      .first()
      .click();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await page.context().close();
  });

  it("sign-in: no query client, toasts, dialogs or app stylesheet", async () => {
    const page = await newPage(browser, { baseURL });
    const loaded = await loadCold(page, "/sign-in", () => page.getByLabel("E-mail").waitFor());
    expectCompressedAndCached(loaded);
    const js = await bodies(page, loaded, "Script");
    expect(js.some((code) => code.includes("No QueryClient set"))).toBe(false);
    expect(js.some((code) => code.includes("data-sonner-toaster"))).toBe(false);
    expect(js.some((code) => code.includes("DialogContent"))).toBe(false);
    const css = await bodies(page, loaded, "Stylesheet");
    expect(css.some((sheet) => sheet.includes(".bg-sidebar"))).toBe(false);
    await page.context().close();
  });

  it("/app/overview, cold: the app's chunks, icons not one request each, no overlay or toast code; JS within the goal", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "admin@clausewise.demo");
    const loaded = await loadCold(page, "/app/overview", () =>
      page.getByText("Last 30 days", { exact: true }).waitFor(),
    );
    expectCompressedAndCached(loaded);
    const css = await bodies(page, loaded, "Stylesheet");
    expect(css.some((sheet) => sheet.includes(".bg-sidebar"))).toBe(true);
    // The search palette comes at its first open, the records catalogue with a sync's message (decision 152).
    const code = await bodies(page, loaded, "Script");
    expect(code.some((c) => c.includes("No route matches URL"))).toBe(true);
    expect(loaded.some((r) => /\/assets\/(search-dialog|records)-[\w-]+\.js$/.test(r.url))).toBe(false);
    // Toasts, menus, popovers, dialogs and tooltips load at their first use (decision 167).
    expect(code.some((c) => c.includes("data-sonner-toaster"))).toBe(false);
    for (const overlay of ["PopperContent", "MenuContent", "PopoverContent", "DialogContent", "TooltipContent"])
      expect(
        code.some((c) => c.includes(overlay)),
        overlay,
      ).toBe(false);
    const js = scriptsOf(loaded);
    // Icons and small shared modules are built into the chunks that use them, not fetched one file each
    // (61 scripts before, 31 now). A little room: the journeys share one server, and what another one
    // leaves (a finished job's toast, a notification) can load one more lazy chunk during the page's load.
    expect(js.length).toBeLessThanOrEqual(34);
    const sent = bytesOf(js);
    console.log(`overview: ${kb(sent)} of JS in ${js.length} requests (goal ${kb(OVERVIEW_JS_GOAL)})`);
    expect(sent).toBeLessThanOrEqual(OVERVIEW_JS_GOAL);

    // They still work at first use: the period menu (pointer), the user and site menus (keyboard), Ctrl+K.
    await page.getByRole("button", { name: "Period: last 30 days" }).click();
    await page.getByRole("menuitemradio", { name: "Last 7 days" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Period: last 7 days" }).isVisible()).toBe(true);
    const userMenu = page.getByRole("button", { name: /^Account menu for / });
    await userMenu.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("menuitem", { name: "Preferences" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toMatch(/^Account menu for /);
    await page.getByRole("button", { name: /^Current site:/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.getByRole("menuitem", { name: /Oxnard Packhouse/ }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    await page.context().close();
  });
});
