import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findInboxItem, inboxItemColumns, toInboxItemView } from "./inbox-item-view";
import { assertTriageable } from "./triage-rules";

/** Discards a new inbox item with a reason; its file stays stored (the trail names what was discarded). */
export async function discardInboxItem(db: Db, actor: Actor, input: { id: string; reason: string; locale: AppLocale }) {
  return db.transaction(async (tx) => {
    const item = await findInboxItem(tx, actor, input.id, { lock: true });
    assertTriageable(item);
    const [row] = await tx
      .update(inboxItems)
      .set({
        status: "discarded",
        discardReason: input.reason,
        triagedBy: actor.userId,
        triagedByName: actor.name,
        triagedAt: actorNow(actor),
      })
      .where(eq(inboxItems.id, item.id))
      .returning(inboxItemColumns);
    await recordEvent(tx, actor, {
      action: "inbox_item.discard",
      entityType: "inbox_item",
      entityId: item.id,
      siteId: item.siteId,
      before: { status: "new" },
      after: { status: "discarded", reason: input.reason },
    });
    return toInboxItemView(row!, input.locale);
  });
}
