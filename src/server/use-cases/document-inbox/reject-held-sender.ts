import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findInboxItem, inboxItemColumns, toInboxItemView } from "./inbox-item-view";
import { assertHeld } from "./triage-rules";

/** An administrator refuses a held item (mail from an unknown sender): it is discarded with the reason. */
export async function rejectHeldSender(db: Db, actor: Actor, input: { id: string; reason: string; locale: AppLocale }) {
  return db.transaction(async (tx) => {
    const item = await findInboxItem(tx, actor, input.id, { lock: true });
    assertHeld(item);
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
      action: "inbox_item.reject_sender",
      entityType: "inbox_item",
      entityId: item.id,
      siteId: item.siteId,
      before: { status: "held" },
      after: { status: "discarded", senderEmail: item.senderEmail ?? "", reason: input.reason },
    });
    return toInboxItemView(row!, input.locale);
  });
}
