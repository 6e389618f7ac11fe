import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "./browser";

/** What a screen must reach before axe looks at it: its main heading is shown and nothing is loading. */
export async function settled(page: Page) {
  await page.locator("h1").first().waitFor();
  const loading = page.locator('[data-slot="skeleton"], .animate-pulse:not(.inline-block)');
  await expect.poll(() => loading.count()).toBe(0);
  // Colour transitions (a toggle just pressed) end before axe reads contrast; endless spinners are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * The serious and critical axe violations on the page as it is now, one line each (rule, element,
 * what is wrong), so a failing journey names what to fix. All of axe's rules run, best practices included.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => {
        const why = (n.failureSummary ?? v.help).replace(/\s+/g, " ").replace(/^Fix (any|all) of the following: /, "");
        return `${v.id} (${v.impact}) ${n.html.slice(0, 160)}: ${why}`;
      }),
    );
}
