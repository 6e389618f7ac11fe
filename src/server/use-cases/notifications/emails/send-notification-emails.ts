import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { notificationEmails } from "../../../db/schema";
import { enqueueEmail } from "../../email/enqueue-email";
import { deliveriesOf } from "../preferences/notification-preferences";
import { notificationEmail } from "./notification-email";
import { notificationRecipients } from "./notification-recipients";
import { pendingNotifications } from "./pending-notifications";

/**
 * The `notification-emails` job (every few minutes): e-mails each member, in her language, every
 * notification of a kind she gets "immediately" that was never e-mailed to her. The e-mail and the
 * record that it was sent share one transaction, and the record's key is unique, so a retried or
 * concurrent run never e-mails a notification twice. Returns how many e-mails were queued.
 */
export async function sendNotificationEmails(db: Db, origin: string, now = new Date()) {
  let queued = 0;
  for (const recipient of await notificationRecipients(db)) {
    const { actor, locale } = recipient;
    const deliveries = await deliveriesOf(db, actor);
    if (!Object.values(deliveries).includes("immediately")) continue;
    for (const mailed of await pendingNotifications(db, recipient, deliveries, "immediately", now)) {
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(notificationEmails)
          .values({
            organisationId: actor.organisationId,
            userId: actor.userId,
            key: mailed.item.key,
            delivery: "immediately",
            outboxId: randomUUID(),
          })
          .onConflictDoNothing()
          .returning({ key: notificationEmails.key });
        if (!claimed) return;
        const outboxId = await enqueueEmail(tx, {
          organisationId: actor.organisationId,
          to: actor.email,
          ...notificationEmail(locale, actor, mailed, origin),
        });
        await tx
          .update(notificationEmails)
          .set({ outboxId })
          .where(
            and(
              eq(notificationEmails.organisationId, actor.organisationId),
              eq(notificationEmails.userId, actor.userId),
              eq(notificationEmails.key, mailed.item.key),
            ),
          );
        queued++;
      });
    }
  }
  return queued;
}
