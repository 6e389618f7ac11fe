import { presetRange, rangeLabel } from "../../../domain/audits";
import { siteToday } from "../../../domain/dates";
import type { evidencePackCreateSchema } from "../../../domain/schemas/audits";
import type { z } from "zod";
import type { AppLocale } from "../../../domain/i18n/locales";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { evidencePacks } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";
import { findSite } from "../sites/site-access";
import { loadEvidencePackViews } from "./evidence-pack-views";

/**
 * Queues a pack (status generating) and its `evidence-pack` job, which builds its files in the background
 * in `locale`, the requester's language (her account's, else her request's; decision 098).
 */
export async function requestEvidencePack(
  db: Db,
  actor: Actor,
  { locale, ...input }: z.output<typeof evidencePackCreateSchema> & { locale: AppLocale },
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
        locale,
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
  const [view] = await loadEvidencePackViews(db, actor.organisationId, { id });
  return view!;
}
