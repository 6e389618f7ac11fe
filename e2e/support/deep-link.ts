import type { Page } from "playwright-core";
import { expect } from "./browser";

/** A JSON read through the page's session (to find the ids a journey links to). */
export async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The row or card a link pointed at (`data-deep-link`): on screen and marked with `deepLinkRowClass`. */
export async function expectHighlighted(page: Page, id: string) {
  const element = page.locator(`[data-deep-link="${id}"]:visible`).first();
  await expect.poll(() => element.isVisible()).toBe(true);
  await expect.poll(() => element.getAttribute("class")).toContain("ring-primary/40");
  await expect
    .poll(() =>
      element.evaluate(
        (e) => e.getBoundingClientRect().top >= 0 && e.getBoundingClientRect().bottom <= window.innerHeight,
      ),
    )
    .toBe(true);
}

/** A query parameter of the page's current address (null once a screen has dropped it). */
export const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
