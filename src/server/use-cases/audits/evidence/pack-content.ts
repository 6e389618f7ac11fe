import { eq } from "drizzle-orm";
import {
  clausesForOptions,
  rangeLabel,
  type EvidenceClauseId,
  type EvidenceClauseOption,
} from "../../../../domain/audits";
import type { ApplicableClause } from "../../../../domain/scope";
import type { Db } from "../../../db/client";
import { organisations, sites, type evidencePacks } from "../../../db/schema";
import { siteApplicableClauses } from "../../scope/load-applied-scope";
import { checklistEvidence, externalAuditEvidence, findingEvidence } from "./audit-sources";
import { incidentEvidence, recordEvidence, trainingEvidence, verificationEvidence } from "./area-sources";
import { evidenceKinds, type EvidenceItem, type EvidenceSource } from "./evidence-types";

/**
 * Where a pack's evidence comes from: each area's rows, read read-only (area-sources.ts for records,
 * verifications, training and incidents/CAPAs; audit-sources.ts for this area).
 */
export const evidenceSources: EvidenceSource[] = [
  recordEvidence,
  verificationEvidence,
  trainingEvidence,
  incidentEvidence,
  findingEvidence,
  checklistEvidence,
  externalAuditEvidence,
];

export interface ClauseEvidence {
  clause: ApplicableClause;
  evidence: EvidenceItem[];
}

export interface PackContent {
  organisation: string;
  site: { name: string; address: string; timezone: string };
  /** `days` for a preset range ("Last 90 days"), null for dates chosen by hand. */
  period: { from: string; to: string; label: string; days: number | null };
  generatedAt: Date;
  requestedBy: string;
  sections: { option: EvidenceClauseOption; clauses: ClauseEvidence[] }[];
  siteWide: EvidenceItem[];
  /** Every distinct evidence row of the pack (for the CSVs and the ZIP's files). */
  rows: EvidenceItem[];
}

type PackRow = typeof evidencePacks.$inferSelect;

const byDate = (a: EvidenceItem, b: EvidenceItem) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : a.reference.localeCompare(b.reference);

/** Gathers everything a pack shows: the chosen clauses among the site's applicable ones, and their evidence. */
export async function loadPackContent(db: Db, pack: PackRow, now = new Date()): Promise<PackContent> {
  const [site] = await db.select().from(sites).where(eq(sites.id, pack.siteId));
  const [org] = await db.select().from(organisations).where(eq(organisations.id, pack.organisationId));
  const clauses = await siteApplicableClauses(db, pack.organisationId, pack.siteId);
  const query = {
    organisationId: pack.organisationId,
    siteId: pack.siteId,
    from: pack.periodFrom,
    to: pack.periodTo,
    timeZone: site?.timezone ?? "UTC",
  };
  const all = (await Promise.all(evidenceSources.map((source) => source(db, query)))).flat().sort(byDate);
  const sections = clausesForOptions(pack.clauses as EvidenceClauseId[], clauses).map(
    ({ option, clauses: covered }) => ({
      option,
      clauses: covered.map((clause) => ({
        clause,
        evidence: all
          .filter((e) => e.clauseIds.includes(clause.id))
          .sort((a, b) => evidenceKinds.indexOf(a.kind) - evidenceKinds.indexOf(b.kind) || byDate(a, b)),
      })),
    }),
  );
  const inPack = new Set(sections.flatMap((s) => s.clauses.map((c) => c.clause.id)));
  const siteWide = all.filter((e) => e.clauseIds.length === 0);
  return {
    organisation: org!.name,
    site: { name: site!.name, address: site!.address, timezone: site!.timezone },
    period: {
      from: pack.periodFrom,
      to: pack.periodTo,
      label: rangeLabel(pack.periodFrom, pack.periodTo, pack.rangeDays),
      days: pack.rangeDays,
    },
    generatedAt: now,
    requestedBy: pack.requestedByName,
    sections,
    siteWide,
    rows: all.filter((e) => e.clauseIds.length === 0 || e.clauseIds.some((id) => inPack.has(id))),
  };
}
