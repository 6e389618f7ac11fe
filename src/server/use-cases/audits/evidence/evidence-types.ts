import type { AppLocale } from "../../../../domain/i18n/locales";

/** Kinds of evidence a pack gathers per clause, in report order. */
export const evidenceKinds = [
  "record",
  "verification",
  "training",
  "incident",
  "finding",
  "checklist",
  "recall_drill",
  "trace_plan",
  "external_audit",
  "supplier",
  "supplier_document",
] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];

/**
 * One piece of evidence, already flattened for the PDF, the CSVs and the ZIP, worded in the pack's
 * language (its kind's label is `pdf:evidence.kind.<kind>`).
 */
export interface EvidenceItem {
  kind: EvidenceKind;
  /** Catalogue clause ids this row evidences; empty = applies to the whole site (external audits). */
  clauseIds: string[];
  date: string;
  reference: string;
  title: string;
  status: string;
  detail: string;
  by: string;
  attachments: { id: string; filename: string }[];
}

/** Reads one area's rows for a site and period. Areas that land later add a source to the list. */
export type EvidenceSource = (
  db: import("../../../db/client").Db,
  /**
   * `from`/`to` are site-local dates; `timeZone` is the site's, to date rows and bound the period;
   * `locale` is the pack's language, which words the rows' titles and statuses (decision 098).
   */
  query: { organisationId: string; siteId: string; from: string; to: string; timeZone: string; locale: AppLocale },
) => Promise<EvidenceItem[]>;
