import { asc, eq } from "drizzle-orm";
import { scoreChecklist } from "../../../domain/audits";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAuditItems } from "../../db/schema";
import { loadAppliedScope } from "../scope/load-applied-scope";
import { findInternalAudit } from "./audit-rows";
import { internalAuditView } from "./internal-audit-view";
import { itemViews } from "./checklist-items";

/**
 * The audit with its checklist (items, evidence files), the live score and whether N/A is allowed; the
 * items' texts in the reader's language (`locale`).
 */
export async function getChecklist(db: Db, actor: Actor, { auditId, locale }: { auditId: string; locale: AppLocale }) {
  const audit = await findInternalAudit(db, actor, auditId);
  const rows = await db
    .select()
    .from(internalAuditItems)
    .where(eq(internalAuditItems.auditId, auditId))
    .orderBy(asc(internalAuditItems.position));
  const scope = await loadAppliedScope(db, actor.organisationId, audit.siteId);
  return {
    audit: await internalAuditView(db, actor.organisationId, auditId),
    allowNA: scope.allowNA,
    liveScore: scoreChecklist(rows),
    items: await itemViews(db, actor.organisationId, rows, locale),
  };
}
