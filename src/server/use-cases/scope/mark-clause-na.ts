import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import { markClauseNA } from "../../../domain/scope";
import { MIN_RATIONALE_LENGTH } from "../../../domain/scope/rationale";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { AppError, conflict } from "../../errors";
import { followDraft, lockAppliedScope, saveChange } from "./applied-scope-change";
import { siteClausesView } from "./site-clauses-view";

export interface MarkSiteClauseNAInput {
  siteSlug: string;
  clauseId: string;
  rationale: string;
}

/** Marks a clause of the site's applied scope N/A with a rationale; refused (409) when allowNA is off. */
export async function markSiteClauseNA(
  db: Db,
  actor: Actor,
  { siteSlug, clauseId, rationale }: MarkSiteClauseNAInput,
): Promise<SiteClausesView> {
  return db.transaction(async (tx) => {
    const current = await lockAppliedScope(tx, actor, siteSlug, clauseId);
    if (!current.applied.allowNA) {
      throw conflict("This site's scope does not allow marking clauses N/A during audits");
    }
    const now = actorNow(actor);
    const result = markClauseNA(current.applied, clauseId, rationale, now);
    if (!result.ok) {
      if (result.issue.path[0] === "rationale")
        throw new AppError(
          "validation",
          "Rationale must be at least {{min}} characters",
          { rationale: "Rationale must be at least {{min}} characters" },
          undefined,
          { min: MIN_RATIONALE_LENGTH },
        );
      throw new AppError("conflict", "Clause {{clause}} does not apply to this site's scope", undefined, undefined, {
        clause: clauseId,
      });
    }
    const draft = followDraft(current, result.scope, (d) => {
      const onDraft = markClauseNA(d, clauseId, rationale, now);
      return onDraft.ok ? onDraft.scope : d;
    });
    await saveChange(tx, actor, current, result.scope, draft);
    await recordEvent(tx, actor, {
      action: "clause.mark_na",
      entityType: "site_clause",
      entityId: `${siteSlug}/${clauseId}`,
      siteId: current.site.id,
      before: current.applied.naOverrides.find((o) => o.clauseId === clauseId) ?? null,
      after: result.scope.naOverrides.find((o) => o.clauseId === clauseId),
    });
    return siteClausesView(current.site, result.scope);
  });
}
