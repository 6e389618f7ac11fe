import type { AuditSummary } from "./types";

/** The demo audit's summary figures (spec §3); apart from summary.ts so the landing page shows them without the date code. */
export const sampleSummary: AuditSummary = {
  overallPercent: 88.2,
  modules: { FSMS: 90, HARVEST: 75, PACKINGHOUSE: 100, COLD_STORAGE: 100 },
  counts: { nc: 1, partial: 2, na: 1, total: 8 },
};

export const SCHEME_LABEL = "PrimusGFS v4.0";
