import type { ReadinessTargetInput } from "../../../domain/schemas/overview";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { readinessTargets } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { readinessTarget } from "./readiness-target";

export type SetReadinessTargetInput = { siteSlug: string } & ReadinessTargetInput;

/** Sets a site's readiness target, with its audit event in the same transaction. */
export async function setReadinessTarget(db: Db, actor: Actor, { siteSlug, ...input }: SetReadinessTargetInput) {
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
