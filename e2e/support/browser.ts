import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";
import { DEMO_PASSWORD } from "../../src/server/demo/demo-organisation";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with the background services this closed network refuses switched off. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: npm test installs Debian's chromium package`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A fresh context (own cookies and storage) at the given width: 1280 desktop or 375 phone. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; baseURL: string; colorScheme?: "light" | "dark"; locale?: string },
): Promise<Page> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: { width, height: options.height ?? (width < 768 ? 812 : 800) },
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "no-preference",
    // The browser's language (navigator.languages, Accept-Language): English unless a journey asks.
    locale: options.locale ?? "en-US",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Resizes the page and waits for the screen to follow. Chromium tells media-query listeners (the shell
 * swaps its sidebar for the phone layout on one) at its next frame, not when the resize returns, so a
 * width measured at once can still be the old layout's.
 */
export async function resize(page: Page, width: number, height = width < 768 ? 812 : 800) {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Signs in through the real sign-in page and waits for the app. The current site is remembered per
 * user on the server and journeys share one server, so each starts on a known site (oxnard unless
 * told otherwise; the supervisor only has yuma).
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  site = email.startsWith("supervisor@") ? "yuma" : "oxnard",
) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/app\//);
  const chosen = await page.request.put("/api/me/current-site", { data: { siteId: site } });
  if (!chosen.ok()) throw new Error(`could not select site ${site}: ${chosen.status()}`);
  await page.reload();
}

/** Saves a screenshot for a person to look at (not committed). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync("screenshots", { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

export { expect };
