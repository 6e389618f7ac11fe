import type { SiteClausesView } from "../../../domain/schemas/scope-api";
import { unmarkClauseNA } from "../../../domain/scope";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { followDraft, lockAppliedScope, saveChange } from "./applied-scope-change";
import { siteClausesView } from "./site-clauses-view";

/** Withdraws a clause's N/A mark on the site's applied scope; 409 when it is not marked. */
export async function unmarkSiteClauseNA(
  db: Db,
  actor: Actor,
  { siteSlug, clauseId }: { siteSlug: string; clauseId: string },
): Promise<SiteClausesView> {
  return db.transaction(async (tx) => {
    const current = await lockAppliedScope(tx, actor, siteSlug, clauseId);
    const before = current.applied.naOverrides.find((o) => o.clauseId === clauseId);
    if (!before)
      throw new AppError("conflict", "Clause {{clause}} is not marked N/A", undefined, undefined, { clause: clauseId });
    const applied = unmarkClauseNA(current.applied, clauseId);
    const draft = followDraft(current, applied, (d) => unmarkClauseNA(d, clauseId));
    await saveChange(tx, actor, current, applied, draft);
    await recordEvent(tx, actor, {
      action: "clause.unmark_na",
      entityType: "site_clause",
      entityId: `${siteSlug}/${clauseId}`,
      siteId: current.site.id,
      before,
      after: null,
    });
    return siteClausesView(current.site, applied);
  });
}
