import type { AuditResult } from "./types";
import { sampleClauseResults } from "./clause-results";
import { findingsAsOf } from "./findings";
import { sampleSummary } from "./sample-summary";

export { sampleSummary, SCHEME_LABEL } from "./sample-summary";

/** The result the simulation stores when it finishes at `now`. */
export function createAuditResult(now: Date): AuditResult {
  return {
    summary: sampleSummary,
    findings: findingsAsOf(now),
    clauses: [...sampleClauseResults],
    generatedAt: now.toISOString(),
  };
}
