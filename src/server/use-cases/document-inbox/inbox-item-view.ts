import { and, eq } from "drizzle-orm";
import type { InboxItemView } from "../../../domain/schemas/document-inbox";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { notFound } from "../../errors";
import { renderMessage } from "../../i18n/render-message";
import { assertSiteAllowed } from "../sites/site-access";

export type InboxItemRow = typeof inboxItems.$inferSelect;

/** The columns of an item without its bytes. */
export const inboxItemColumns = {
  id: inboxItems.id,
  organisationId: inboxItems.organisationId,
  siteId: inboxItems.siteId,
  source: inboxItems.source,
  status: inboxItems.status,
  originalName: inboxItems.originalName,
  contentType: inboxItems.contentType,
  size: inboxItems.size,
  sha256: inboxItems.sha256,
  refusal: inboxItems.refusal,
  senderEmail: inboxItems.senderEmail,
  subject: inboxItems.subject,
  receivedAt: inboxItems.receivedAt,
  uploadedBy: inboxItems.uploadedBy,
  uploadedByName: inboxItems.uploadedByName,
  triagedBy: inboxItems.triagedBy,
  triagedByName: inboxItems.triagedByName,
  triagedAt: inboxItems.triagedAt,
  filedToType: inboxItems.filedToType,
  filedToId: inboxItems.filedToId,
  filedAttachmentId: inboxItems.filedAttachmentId,
  discardReason: inboxItems.discardReason,
};
export type InboxItemMeta = Omit<InboxItemRow, "data">;

export const toInboxItemView = (row: InboxItemMeta, locale: AppLocale): InboxItemView => ({
  id: row.id,
  source: row.source,
  status: row.status,
  originalName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  hasFile: row.sha256 !== null,
  refusal: row.refusal ? renderMessage(locale, row.refusal) : null,
  senderEmail: row.senderEmail,
  subject: row.subject,
  receivedAt: row.receivedAt.toISOString(),
  uploadedByName: row.uploadedByName,
  triagedByName: row.triagedByName,
  triagedAt: row.triagedAt?.toISOString() ?? null,
  filedTo: row.filedToType && row.filedToId ? { type: row.filedToType, id: row.filedToId } : null,
  discardReason: row.discardReason,
});

/**
 * One inbox item of the actor's organisation, locked for update when `lock` (a triage), without its
 * bytes unless asked. Another organisation's item is not found (404); another site's, when the actor
 * is restricted, is refused (403).
 */
export async function findInboxItem(db: Db, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(inboxItemColumns)
    .from(inboxItems)
    .where(and(eq(inboxItems.id, id), eq(inboxItems.organisationId, actor.organisationId)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw notFound("Inbox item");
  assertSiteAllowed(actor, row.siteId);
  return row;
}
