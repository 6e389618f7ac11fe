import type { Page } from "playwright-core";
import { expect } from "./browser";

/** The big figure of an overview card (metric-readiness, metric-records, metric-training, metric-deviations), read from the screen. */
export async function overviewFigure(
  page: Page,
  card: "metric-readiness" | "metric-records" | "metric-training" | "metric-deviations",
): Promise<number> {
  await page.goto("/app/overview");
  const value = page.getByTestId(card).locator("p.text-3xl");
  await expect.poll(() => value.isVisible()).toBe(true);
  return Number.parseInt((await value.textContent())!, 10);
}
