import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { siteToday } from "../../../domain/dates";
import {
  evidenceClauseOption,
  evidenceFormatLabels,
  packDownloadable,
  presetRange,
  rangeLabel,
  type EvidenceClauseId,
  type EvidencePackView,
} from "../../../domain/audits";
import type { evidencePackCreateSchema } from "../../../domain/schemas/audits";
import type { z } from "zod";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { evidencePackFiles, evidencePacks, sites } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueJob } from "../../jobs/enqueue";
import { findSite } from "../sites/site-access";
import { findEvidencePack } from "./audit-rows";

type PackRow = typeof evidencePacks.$inferSelect;

async function views(db: Db, rows: { pack: PackRow; slug: string; siteName: string }[]): Promise<EvidencePackView[]> {
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

async function select(db: Db, organisationId: string, where: { siteId?: string; id?: string }) {
  const conditions = [eq(evidencePacks.organisationId, organisationId)];
  if (where.siteId) conditions.push(eq(evidencePacks.siteId, where.siteId));
  if (where.id) conditions.push(eq(evidencePacks.id, where.id));
  const rows = await db
    .select({ pack: evidencePacks, slug: sites.slug, siteName: sites.name })
    .from(evidencePacks)
    .innerJoin(sites, eq(sites.id, evidencePacks.siteId))
    .where(and(...conditions))
    .orderBy(desc(evidencePacks.createdAt));
  return views(db, rows);
}

export async function listEvidencePacks(db: Db, actor: Actor, siteSlug: string) {
  const site = await findSite(db, actor, siteSlug);
  return select(db, actor.organisationId, { siteId: site.id });
}

export async function getEvidencePack(db: Db, actor: Actor, id: string) {
  await findEvidencePack(db, actor, id);
  const [view] = await select(db, actor.organisationId, { id });
  return view!;
}

/** Queues a pack (status generating) and its `evidence-pack` job, which builds its files in the background. */
export async function requestEvidencePack(
  db: Db,
  actor: Actor,
  input: z.output<typeof evidencePackCreateSchema>,
  now = new Date(),
) {
  const id = await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, input.siteId);
    const period = input.rangeDays
      ? presetRange(input.rangeDays, siteToday(site.timezone, now))
      : { from: input.from!, to: input.to! };
    const clauses = [...new Set(input.clauses)];
    const [pack] = await tx
      .insert(evidencePacks)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        name: `${site.name} — ${rangeLabel(period.from, period.to, input.rangeDays)}`,
        periodFrom: period.from,
        periodTo: period.to,
        rangeDays: input.rangeDays,
        clauses,
        format: input.format,
        requestedBy: actor.userId,
        requestedByName: actor.name,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "evidence_pack.request",
      entityType: "evidence_pack",
      entityId: pack!.id,
      siteId: site.id,
      after: { period, clauses, format: input.format },
    });
    await enqueueJob(tx, "evidence-pack", { packId: pack!.id });
    return pack!.id;
  });
  const [view] = await select(db, actor.organisationId, { id });
  return view!;
}

/** One generated file of a ready pack, with its bytes (409 while the pack is not ready). */
export async function getEvidencePackFile(db: Db, actor: Actor, packId: string, fileId: string) {
  const pack = await findEvidencePack(db, actor, packId);
  if (!packDownloadable(pack.status))
    throw conflict(`This evidence pack is ${pack.status}; download it once it is ready`);
  const [file] = await db
    .select()
    .from(evidencePackFiles)
    .where(
      and(
        eq(evidencePackFiles.id, fileId),
        eq(evidencePackFiles.packId, packId),
        eq(evidencePackFiles.organisationId, actor.organisationId),
      ),
    );
  if (!file) throw notFound("File");
  return file;
}
