import type { AuditResult, AuditSummary } from "./types";
import { sampleClauseResults } from "./clause-results";
import { findingsAsOf } from "./findings";

/** The demo audit's summary figures (spec §3). */
export const sampleSummary: AuditSummary = {
  overallPercent: 88.2,
  modules: { FSMS: 90, HARVEST: 75, PACKINGHOUSE: 100, COLD_STORAGE: 100 },
  counts: { nc: 1, partial: 2, na: 1, total: 8 },
};

export const SCHEME_LABEL = "PrimusGFS v4.0";

/** The result the simulation stores when it finishes at `now`. */
export function createAuditResult(now: Date): AuditResult {
  return {
    summary: sampleSummary,
    findings: findingsAsOf(now),
    clauses: [...sampleClauseResults],
    generatedAt: now.toISOString(),
  };
}
