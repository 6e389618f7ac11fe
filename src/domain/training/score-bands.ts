/** Spec §9: matrix colours 90+ green, 75+ amber, else red. */
export type MatrixBand = "green" | "amber" | "red";
export function matrixBand(percent: number): MatrixBand {
  if (percent >= 90) return "green";
  if (percent >= 75) return "amber";
  return "red";
}

/** Spec §9: session score bands 90+ and 80+ (below 80 is the low band). */
export type SessionBand = "high" | "good" | "low";
export function sessionBand(score: number): SessionBand {
  if (score >= 90) return "high";
  if (score >= 80) return "good";
  return "low";
}
