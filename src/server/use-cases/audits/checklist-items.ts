import { and, eq } from "drizzle-orm";
import { checklistEditable } from "../../../domain/audits";
import { builtinCatalogue, builtinCatalogueWords, getClause } from "../../../domain/catalogue";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAuditItems } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { t } from "../../i18n/catalogue";
import { listAttachments } from "../files/list-attachments";
import { findInternalAudit } from "./audit-rows";

export const CHECKLIST_FILE_OWNER = "internal_audit_item";

export type ItemRow = typeof internalAuditItems.$inferSelect;

/**
 * An item's N/A rationale as the reader sees it: an item the site's scope marked N/A when the audit was
 * scheduled says so in the reader's language before the scope's rationale (only the rationale and the
 * flag are stored); an auditor's own rationale is shown as typed.
 */
export function checklistNaRationale(
  locale: AppLocale,
  row: Pick<ItemRow, "naRationale" | "naFromScope">,
): string | null {
  if (!row.naFromScope) return row.naRationale;
  return row.naRationale
    ? t(locale, "screens:checklist.naFromScope", { rationale: row.naRationale })
    : t(locale, "screens:checklist.naFromScopeBare");
}

/**
 * A checklist item's section and requirement as stored when the audit was scheduled (the built-in
 * catalogue's English group name and clause title), in the reader's language; other text as stored.
 */
function catalogueWordsOf(locale: AppLocale, row: Pick<ItemRow, "clauseId" | "section" | "requirement">) {
  const group = builtinCatalogue.groups.find((g) => g.name === row.section);
  const clause = getClause(row.clauseId);
  return {
    section: group ? builtinCatalogueWords.groupName(builtinCatalogue.id, group.tag, locale, row.section) : row.section,
    requirement:
      clause && clause.title === row.requirement
        ? builtinCatalogueWords.clauseTitle(builtinCatalogue.id, clause.id, locale, row.requirement)
        : row.requirement,
  };
}

/** Checklist items as the API shows them, in the reader's language (`locale`). */
export async function itemViews(db: Db, organisationId: string, rows: ItemRow[], locale: AppLocale) {
  const files = await listAttachments(
    db,
    organisationId,
    CHECKLIST_FILE_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    clauseId: row.clauseId,
    module: row.module,
    ...catalogueWordsOf(locale, row),
    points: row.points,
    answer: row.answer,
    notes: row.notes,
    naRationale: checklistNaRationale(locale, row),
    attachments: (files.get(row.id) ?? []).filter((f) => row.attachmentIds.includes(f.id)),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function lockItem(tx: Db, actor: Actor, auditId: string, itemId: string) {
  const audit = await findInternalAudit(tx, actor, auditId, true);
  if (!checklistEditable(audit.status))
    throw new AppError(
      "conflict",
      "The checklist can only be changed while the audit is in progress (it is {{status}})",
      undefined,
      undefined,
      { status: audit.status },
    );
  const [item] = await tx
    .select()
    .from(internalAuditItems)
    .where(and(eq(internalAuditItems.id, itemId), eq(internalAuditItems.auditId, auditId)));
  if (!item) throw notFound("Checklist item");
  return { audit, item };
}
