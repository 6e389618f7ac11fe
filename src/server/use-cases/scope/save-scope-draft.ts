import type { Scope } from "../../../domain/schemas/scope";
import type { SiteScopeView } from "../../../domain/schemas/scope-api";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { getSiteScope } from "./get-site-scope";
import { readStoredScope } from "./load-applied-scope";
import { findScopeRow, sameScope, writeScopeRow } from "./scope-row";

/**
 * Saves the wizard's draft (already validated by scopeSchema). The draft keeps the applied scope's
 * confirmation time: only confirming sets it. An unchanged draft writes nothing and records nothing.
 */
export async function saveScopeDraft(
  db: Db,
  actor: Actor,
  { siteSlug, scope: input }: { siteSlug: string; scope: Scope },
): Promise<SiteScopeView> {
  await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const row = await findScopeRow(tx, actor.organisationId, site.id, true);
    const draft: Scope = { ...input, confirmedAt: row?.confirmedAt?.toISOString() ?? null };
    if (row && sameScope(row.draft, draft)) return;
    await writeScopeRow(tx, row, {
      organisationId: actor.organisationId,
      siteId: site.id,
      draft,
      updatedBy: actor.userId,
      updatedAt: actorNow(actor),
    });
    await recordEvent(tx, actor, {
      action: "scope.save_draft",
      entityType: "site_scope",
      entityId: siteSlug,
      siteId: site.id,
      before: row ? readStoredScope(row.draft) : null,
      after: draft,
    });
  });
  return getSiteScope(db, actor, { siteSlug });
}
