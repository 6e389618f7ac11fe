import { and, eq } from "drizzle-orm";
import { DEFAULT_READINESS_TARGET } from "../../../domain/overview/work-items";
import type { ReadinessTargetInput } from "../../../domain/schemas/overview";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { readinessTargets } from "../../db/schema";
import { findSite } from "../sites/site-access";

/** The stored readiness target of a site (sites.id), DEFAULT_READINESS_TARGET when none is stored. */
export async function readinessTarget(db: Db, organisationId: string, siteId: string): Promise<number> {
  const [row] = await db
    .select({ target: readinessTargets.target })
    .from(readinessTargets)
    .where(and(eq(readinessTargets.organisationId, organisationId), eq(readinessTargets.siteId, siteId)))
    .limit(1);
  return row?.target ?? DEFAULT_READINESS_TARGET;
}

/** Sets a site's readiness target, with its audit event in the same transaction. */
export async function setReadinessTarget(db: Db, actor: Actor, siteSlug: string, input: ReadinessTargetInput) {
  const site = await findSite(db, actor, siteSlug);
  return db.transaction(async (tx) => {
    const before = await readinessTarget(tx, actor.organisationId, site.id);
    await tx
      .insert(readinessTargets)
      .values({ organisationId: actor.organisationId, siteId: site.id, target: input.target, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: readinessTargets.siteId,
        set: { target: input.target, updatedAt: new Date(), updatedBy: actor.userId },
      });
    await recordEvent(tx, actor, {
      action: "readiness_target.update",
      entityType: "site",
      entityId: site.slug,
      siteId: site.id,
      before: { target: before },
      after: { target: input.target },
    });
    return { target: input.target };
  });
}
