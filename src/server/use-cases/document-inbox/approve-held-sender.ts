import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxApprovedSenders, inboxItems } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findInboxItem, inboxItemColumns, toInboxItemView } from "./inbox-item-view";
import { assertHeld } from "./triage-rules";

/**
 * An administrator lets a held item (mail from an unknown sender) into the inbox as `new`. With
 * `rememberSender`, the sender becomes an approved sender of the organisation: her later mail to any of
 * its inboxes is not held. One transaction, one `inbox_item.approve_sender` event.
 */
export async function approveHeldSender(
  db: Db,
  actor: Actor,
  input: { id: string; rememberSender: boolean; locale: AppLocale },
) {
  return db.transaction(async (tx) => {
    const item = await findInboxItem(tx, actor, input.id, { lock: true });
    assertHeld(item);
    const senderEmail = (item.senderEmail ?? "").toLowerCase();
    if (input.rememberSender && senderEmail)
      await tx
        .insert(inboxApprovedSenders)
        .values({
          organisationId: actor.organisationId,
          email: senderEmail,
          approvedBy: actor.userId,
          approvedByName: actor.name,
          createdAt: actorNow(actor),
        })
        .onConflictDoNothing();
    const [row] = await tx
      .update(inboxItems)
      .set({ status: "new" })
      .where(eq(inboxItems.id, item.id))
      .returning(inboxItemColumns);
    await recordEvent(tx, actor, {
      action: "inbox_item.approve_sender",
      entityType: "inbox_item",
      entityId: item.id,
      siteId: item.siteId,
      before: { status: "held" },
      after: { status: "new", senderEmail, senderRemembered: input.rememberSender },
    });
    return toInboxItemView(row!, input.locale);
  });
}
