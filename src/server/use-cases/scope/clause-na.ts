import type { Scope } from "../../../domain/schemas/scope";
import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import { getClause } from "../../../domain/catalogue";
import { markClauseNA, unmarkClauseNA } from "../../../domain/scope";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { AppError, conflict, notFound } from "../../errors";
import { findSite, type SiteRow } from "../sites/site-access";
import { siteClausesView } from "./list-site-clauses";
import { readStoredScope } from "./load-applied-scope";
import { findScopeRow, sameScope, writeScopeRow, type ScopeRow } from "./scope-row";

interface AppliedScope {
  site: SiteRow;
  row: ScopeRow;
  applied: Scope;
  draft: Scope;
}

/** The site's confirmed scope, locked for the change; N/A marks need a confirmed scope. */
async function lockAppliedScope(tx: Db, actor: Actor, slug: string, clauseId: string): Promise<AppliedScope> {
  const site = await findSite(tx, actor, slug);
  if (!getClause(clauseId)) throw notFound("Clause");
  const row = await findScopeRow(tx, actor.organisationId, site.id, true);
  if (!row?.applied) throw conflict("Confirm this site's scope before marking clauses N/A");
  return { site, row, applied: readStoredScope(row.applied), draft: readStoredScope(row.draft) };
}

/**
 * The draft after an N/A change to the applied scope: a draft with no pending edits follows the
 * applied scope; a draft with pending edits takes the same change where it can.
 */
function followDraft(current: AppliedScope, applied: Scope, change: (draft: Scope) => Scope): Scope {
  if (sameScope(current.draft, current.applied)) return applied;
  return change(current.draft);
}

async function saveChange(tx: Db, actor: Actor, current: AppliedScope, applied: Scope, draft: Scope) {
  await writeScopeRow(tx, current.row, {
    organisationId: actor.organisationId,
    siteId: current.site.id,
    draft,
    applied,
    updatedBy: actor.userId,
  });
}

/** Marks a clause of the site's applied scope N/A with a rationale; refused (409) when allowNA is off. */
export async function markSiteClauseNA(
  db: Db,
  actor: Actor,
  slug: string,
  clauseId: string,
  rationale: string,
): Promise<SiteClausesView> {
  return db.transaction(async (tx) => {
    const current = await lockAppliedScope(tx, actor, slug, clauseId);
    if (!current.applied.allowNA) {
      throw conflict("This site's scope does not allow marking clauses N/A during audits");
    }
    const now = new Date();
    const result = markClauseNA(current.applied, clauseId, rationale, now);
    if (!result.ok) {
      if (result.issue.path[0] === "rationale")
        throw new AppError("validation", result.issue.message, { rationale: result.issue.message });
      throw conflict(`Clause ${clauseId} does not apply to this site's scope`);
    }
    const draft = followDraft(current, result.scope, (d) => {
      const onDraft = markClauseNA(d, clauseId, rationale, now);
      return onDraft.ok ? onDraft.scope : d;
    });
    await saveChange(tx, actor, current, result.scope, draft);
    await recordEvent(tx, actor, {
      action: "clause.mark_na",
      entityType: "site_clause",
      entityId: `${slug}/${clauseId}`,
      siteId: current.site.id,
      before: current.applied.naOverrides.find((o) => o.clauseId === clauseId) ?? null,
      after: result.scope.naOverrides.find((o) => o.clauseId === clauseId),
    });
    return siteClausesView(current.site, result.scope);
  });
}

/** Withdraws a clause's N/A mark on the site's applied scope; 409 when it is not marked. */
export async function unmarkSiteClauseNA(
  db: Db,
  actor: Actor,
  slug: string,
  clauseId: string,
): Promise<SiteClausesView> {
  return db.transaction(async (tx) => {
    const current = await lockAppliedScope(tx, actor, slug, clauseId);
    const before = current.applied.naOverrides.find((o) => o.clauseId === clauseId);
    if (!before) throw conflict(`Clause ${clauseId} is not marked N/A`);
    const applied = unmarkClauseNA(current.applied, clauseId);
    const draft = followDraft(current, applied, (d) => unmarkClauseNA(d, clauseId));
    await saveChange(tx, actor, current, applied, draft);
    await recordEvent(tx, actor, {
      action: "clause.unmark_na",
      entityType: "site_clause",
      entityId: `${slug}/${clauseId}`,
      siteId: current.site.id,
      before,
      after: null,
    });
    return siteClausesView(current.site, applied);
  });
}
