import { eq } from "drizzle-orm";
import type { Scope } from "../../../domain/schemas/scope";
import type { SiteScopeView } from "../../../domain/schemas/scope-api";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { getSiteScope } from "./get-site-scope";
import { readStoredScope } from "./load-applied-scope";
import { findScopeRow, writeScopeRow } from "./scope-row";

/**
 * Save Scope & Apply: the validated scope becomes both the draft and the applied scope, stamped with
 * the confirmation time; the site counts as scope-confirmed from then on. One transaction, one event.
 */
export async function confirmScope(
  db: Db,
  actor: Actor,
  { siteSlug, scope: input }: { siteSlug: string; scope: Scope },
): Promise<SiteScopeView> {
  await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const row = await findScopeRow(tx, actor.organisationId, site.id, true);
    const confirmedAt = actorNow(actor);
    const scope: Scope = { ...input, confirmedAt: confirmedAt.toISOString() };
    await writeScopeRow(tx, row, {
      organisationId: actor.organisationId,
      siteId: site.id,
      draft: scope,
      applied: scope,
      confirmedAt,
      confirmedBy: actor.userId,
      updatedBy: actor.userId,
      updatedAt: confirmedAt,
    });
    await tx.update(sites).set({ scopeConfirmed: true }).where(eq(sites.id, site.id));
    await recordEvent(tx, actor, {
      action: "scope.confirm",
      entityType: "site_scope",
      entityId: siteSlug,
      siteId: site.id,
      before: row?.applied ? readStoredScope(row.applied) : null,
      after: scope,
    });
  });
  return getSiteScope(db, actor, { siteSlug });
}
