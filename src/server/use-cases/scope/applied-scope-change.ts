import type { Scope } from "../../../domain/schemas/scope";
import { getClause } from "../../../domain/catalogue";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { findSite, type SiteRow } from "../sites/site-access";
import { readStoredScope } from "./load-applied-scope";
import { findScopeRow, sameScope, writeScopeRow, type ScopeRow } from "./scope-row";

/** What an N/A change to a site's confirmed scope works on (marking and withdrawing a clause's N/A). */
export interface AppliedScope {
  site: SiteRow;
  row: ScopeRow;
  applied: Scope;
  draft: Scope;
}

/** The site's confirmed scope, locked for the change; N/A marks need a confirmed scope. */
export async function lockAppliedScope(
  tx: Db,
  actor: Actor,
  siteSlug: string,
  clauseId: string,
): Promise<AppliedScope> {
  const site = await findSite(tx, actor, siteSlug);
  if (!getClause(clauseId)) throw notFound("Clause");
  const row = await findScopeRow(tx, actor.organisationId, site.id, true);
  if (!row?.applied) throw conflict("Confirm this site's scope before marking clauses N/A");
  return { site, row, applied: readStoredScope(row.applied), draft: readStoredScope(row.draft) };
}

/**
 * The draft after an N/A change to the applied scope: a draft with no pending edits follows the
 * applied scope; a draft with pending edits takes the same change where it can.
 */
export function followDraft(current: AppliedScope, applied: Scope, change: (draft: Scope) => Scope): Scope {
  if (sameScope(current.draft, current.applied)) return applied;
  return change(current.draft);
}

export async function saveChange(tx: Db, actor: Actor, current: AppliedScope, applied: Scope, draft: Scope) {
  await writeScopeRow(tx, current.row, {
    organisationId: actor.organisationId,
    siteId: current.site.id,
    draft,
    applied,
    updatedBy: actor.userId,
    updatedAt: actorNow(actor),
  });
}
