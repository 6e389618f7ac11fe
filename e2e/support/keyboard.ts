import type { Locator, Page } from "playwright-core";
import { expect } from "./browser";

/** Whether the element the locator names has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((e) => e === document.activeElement);

/**
 * Moves the focus to the target with Tab (or Shift+Tab) presses only, as a keyboard user does, and
 * fails when it is not reached within `limit` presses (the target is not in the tab order).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "nothing");
  expect(await isFocused(target), `not reached with ${limit} Tab presses; the focus is on ${focused}`).toBe(true);
}

/** Whether the focused element lies inside the open dialog (Radix portals it under body). */
export const focusInsideDialog = (page: Page) =>
  page.evaluate(() => {
    // The topmost dialog: one opened over another comes later in the page.
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].at(-1);
    return !!dialog && dialog.contains(document.activeElement);
  });

/** The number of elements Tab can reach inside the open dialog. */
export const dialogTabStops = (page: Page) =>
  page.evaluate(() => {
    // The topmost dialog: one opened over another comes later in the page.
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].at(-1);
    if (!dialog) return 0;
    const selector = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';
    return [...dialog.querySelectorAll<HTMLElement>(selector)].filter(
      (e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0,
    ).length;
  });

/** The focused element's opening tag, for a failure message. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "nothing");
