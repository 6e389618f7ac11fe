import type { ClauseScore, FindingSeverity } from "./types";

export type ResultStatus = "nc" | "partial" | "compliant" | "na";
export type Tone = "danger" | "warning" | "success" | "neutral";

/** How a finding reads on the result page: NC is High on a red tint, Partial is Medium on amber. */
export const severityDisplay: Record<FindingSeverity, { label: "High" | "Medium"; tone: Tone; status: ResultStatus }> =
  {
    NC: { label: "High", tone: "danger", status: "nc" },
    Partial: { label: "Medium", tone: "warning", status: "partial" },
  };

export const statusDisplay: Record<ResultStatus, { label: string; tone: Tone }> = {
  nc: { label: "Non-compliant", tone: "danger" },
  partial: { label: "Partial", tone: "warning" },
  compliant: { label: "Compliant", tone: "success" },
  na: { label: "Not applicable", tone: "neutral" },
};

export function statusOfScore(score: ClauseScore): ResultStatus {
  if (score === "NA") return "na";
  if (score === 10) return "compliant";
  return score === 5 ? "partial" : "nc";
}
