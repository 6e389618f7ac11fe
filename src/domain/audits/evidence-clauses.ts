import type { Clause } from "../catalogue/catalogue-schema";
import { addCalendarDays, type IsoDate } from "../dates";

/**
 * The 8 selectable clauses of the Generate Evidence Pack dialog (spec §9) and how each maps onto the
 * built-in catalogue. The labels are the spec's; the catalogue uses its own demo ids, so each option
 * names the catalogue clauses it covers by id prefix, module or tag (docs/decisions/013-evidence-packs.md).
 */
export interface EvidenceClauseOption {
  id: string;
  label: string;
  description: string;
  match: {
    idPrefixes?: readonly string[];
    modules?: readonly string[];
    tags?: readonly string[];
    ids?: readonly string[];
  };
}

export const evidenceClauseOptions = [
  {
    id: "fsms",
    label: "FSMS 1.01-1.08",
    description:
      "Policy, management responsibility, team, communication, emergencies, records, internal audits, corrective actions",
    match: { idPrefixes: ["1.01.", "1.02.", "1.03.", "1.04.", "1.05.", "1.06.", "1.07.", "1.08."] },
  },
  {
    id: "document_control",
    label: "Module 2: Document Control",
    description: "Record control, verification and document retention",
    match: { tags: ["records", "verification"] },
  },
  {
    id: "traceability",
    label: "Module 3: Traceability",
    description: "Lot coding, traceability and recall",
    match: { tags: ["traceability", "recall"] },
  },
  {
    id: "site_management",
    label: "Module 4: Site Management",
    description: "Sanitation, pest control, calibration, water and site security",
    match: { tags: ["sanitation", "pest_control", "calibration", "food_defense", "env_monitoring"] },
  },
  {
    id: "risk_assessment",
    label: "Module 5: Risk Assessment",
    description: "Pre-harvest, water and supplier risk assessments",
    match: { ids: ["2.01.04", "7.01.01", "1.11.01"], tags: ["supplier"] },
  },
  {
    id: "gap",
    label: "Module 6: Good Agricultural Practices",
    description: "Agricultural water and worker hygiene",
    match: { tags: ["water"], ids: ["4.01.02", "7.05.01"] },
  },
  {
    id: "harvest",
    label: "Module 7: Harvest",
    description: "Harvest crew, field sanitation and harvest lots",
    match: { modules: ["HARVEST_7"] },
  },
  {
    id: "post_harvest",
    label: "Module 8: Post-Harvest Handling",
    description: "Packinghouse and cold storage",
    match: { modules: ["PACKINGHOUSE", "COLD_STORAGE"] },
  },
] as const satisfies readonly EvidenceClauseOption[];

export type EvidenceClauseId = (typeof evidenceClauseOptions)[number]["id"];
export const evidenceClauseIds = evidenceClauseOptions.map((o) => o.id) as [EvidenceClauseId, ...EvidenceClauseId[]];

export function evidenceClauseOption(id: EvidenceClauseId): EvidenceClauseOption {
  return evidenceClauseOptions.find((o) => o.id === id)!;
}

export function optionCovers(option: EvidenceClauseOption, clause: Pick<Clause, "id" | "module" | "tags">): boolean {
  const m = option.match;
  return (
    (m.ids?.includes(clause.id) ?? false) ||
    (m.idPrefixes?.some((p) => clause.id.startsWith(p)) ?? false) ||
    (m.modules?.includes(clause.module) ?? false) ||
    (m.tags?.some((t) => clause.tags.includes(t)) ?? false)
  );
}

/** The clauses (in the given order) each chosen option covers, among the site's applicable clauses. */
export function clausesForOptions<C extends Pick<Clause, "id" | "module" | "tags">>(
  chosen: readonly EvidenceClauseId[],
  clauses: readonly C[],
): { option: EvidenceClauseOption; clauses: C[] }[] {
  return evidenceClauseOptions
    .filter((o) => chosen.includes(o.id))
    .map((option) => ({ option, clauses: clauses.filter((c) => optionCovers(option, c)) }));
}

/** 'Select All Clauses' selects all 8 when any is missing, and clears them when all are chosen. */
export function toggleAllClauses(chosen: readonly EvidenceClauseId[]): EvidenceClauseId[] {
  return chosen.length === evidenceClauseIds.length ? [] : [...evidenceClauseIds];
}

export const evidenceFormats = ["pdf", "csv", "pdf_zip", "all"] as const;
export type EvidenceFormat = (typeof evidenceFormats)[number];
export const evidenceFormatLabels: Record<EvidenceFormat, string> = {
  pdf: "PDF only",
  csv: "CSV only",
  pdf_zip: "PDF + ZIP",
  all: "All formats",
};
export const DEFAULT_EVIDENCE_FORMAT: EvidenceFormat = "pdf_zip";

/** Which files a format produces. A ZIP always holds the PDF, the CSVs and the attached files. */
export function formatOutputs(format: EvidenceFormat): { pdf: boolean; csv: boolean; zip: boolean } {
  switch (format) {
    case "pdf":
      return { pdf: true, csv: false, zip: false };
    case "csv":
      return { pdf: false, csv: true, zip: false };
    case "pdf_zip":
      return { pdf: true, csv: false, zip: true };
    case "all":
      return { pdf: true, csv: true, zip: true };
  }
}

export const evidenceRangePresets = [7, 30, 90] as const;

/** The period a preset covers: the last N days up to and including `today` (ISO dates). */
export const presetRange = (days: number, today: IsoDate): { from: IsoDate; to: IsoDate } => ({
  from: addCalendarDays(today, -(days - 1)),
  to: today,
});

/** Human label of a period, e.g. "Last 30 days" or "2026-01-01 to 2026-01-31". */
export function rangeLabel(from: string, to: string, days?: number | null): string {
  return days ? `Last ${days} days` : `${from} to ${to}`;
}
