import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  evidenceClauseOption,
  evidenceFormatLabels,
  packDownloadable,
  rangeLabel,
  type EvidenceClauseId,
  type EvidencePackView,
} from "../../../domain/audits";
import type { Db } from "../../db/client";
import { evidencePackFiles, evidencePacks, sites } from "../../db/schema";

export type PackRow = typeof evidencePacks.$inferSelect;

export async function toEvidencePackViews(
  db: Db,
  rows: { pack: PackRow; slug: string; siteName: string }[],
): Promise<EvidencePackView[]> {
  const ids = rows.map((r) => r.pack.id);
  const files = ids.length
    ? await db
        .select({
          id: evidencePackFiles.id,
          packId: evidencePackFiles.packId,
          kind: evidencePackFiles.kind,
          filename: evidencePackFiles.filename,
          size: evidencePackFiles.size,
        })
        .from(evidencePackFiles)
        .where(inArray(evidencePackFiles.packId, ids))
        .orderBy(asc(evidencePackFiles.filename))
    : [];
  const kindOrder = { zip: 0, pdf: 1, csv: 2 } as const;
  return rows.map(({ pack, slug, siteName }) => ({
    id: pack.id,
    name: pack.name,
    site: { id: slug, name: siteName },
    period: {
      from: pack.periodFrom,
      to: pack.periodTo,
      label: rangeLabel(pack.periodFrom, pack.periodTo, pack.rangeDays),
      days: pack.rangeDays ?? null,
    },
    clauses: pack.clauses.map((id) => ({ id, label: evidenceClauseOption(id as EvidenceClauseId)?.label ?? id })),
    format: pack.format,
    formatLabel: evidenceFormatLabels[pack.format],
    status: pack.status,
    failureReason: pack.failureReason,
    size: pack.size,
    requestedBy: pack.requestedByName,
    createdAt: pack.createdAt.toISOString(),
    completedAt: pack.completedAt?.toISOString() ?? null,
    downloadable: packDownloadable(pack.status),
    files: files
      .filter((f) => f.packId === pack.id)
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind])
      .map(({ id, kind, filename, size }) => ({ id, kind, filename, size })),
  }));
}

export async function loadEvidencePackViews(db: Db, organisationId: string, where: { siteId?: string; id?: string }) {
  const conditions = [eq(evidencePacks.organisationId, organisationId)];
  if (where.siteId) conditions.push(eq(evidencePacks.siteId, where.siteId));
  if (where.id) conditions.push(eq(evidencePacks.id, where.id));
  const rows = await db
    .select({ pack: evidencePacks, slug: sites.slug, siteName: sites.name })
    .from(evidencePacks)
    .innerJoin(sites, eq(sites.id, evidencePacks.siteId))
    .where(and(...conditions))
    .orderBy(desc(evidencePacks.createdAt));
  return toEvidencePackViews(db, rows);
}
