import { matrixBand, sessionBand } from "@domain/training/score-bands";

/** Spec §9 colours: matrix 90+ green, 75+ amber, else red. */
export const matrixCellClass = (percent: number) =>
  ({
    green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200",
    amber: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
    red: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
  })[matrixBand(percent)];

/** Spec §9 session score bands: 90+ and 80+. */
export const sessionScoreClass = (score: number) =>
  ({
    high: "text-emerald-700 dark:text-emerald-300",
    good: "text-amber-700 dark:text-amber-300",
    low: "text-red-700 dark:text-red-300",
  })[sessionBand(score)];
