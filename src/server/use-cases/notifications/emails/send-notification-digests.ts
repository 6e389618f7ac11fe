import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { localDate } from "../../../../domain/dates";
import { DIGEST_HOUR, digestDue } from "../../../../domain/schemas/notification-preferences";
import type { Db } from "../../../db/client";
import { notificationDigests, notificationEmails } from "../../../db/schema";
import { enqueueEmail } from "../../email/enqueue-email";
import { digestTimeZone } from "../preferences/digest-time-zone";
import { deliveriesOf } from "../preferences/notification-preferences";
import { digestEmail } from "./notification-email";
import { notificationRecipients } from "./notification-recipients";
import { pendingNotifications } from "./pending-notifications";

/** Thrown inside a digest's transaction to undo it when another run already took its notifications. */
class NothingLeft extends Error {}

/**
 * The `notification-digests` job (hourly): once a member's local time (her site's time zone) has
 * reached DIGEST_HOUR, e-mails her one digest of the notifications of her "daily digest" kinds never
 * e-mailed to her. At most one digest per member and local date (its row's key), recorded with its
 * notifications and the e-mail in one transaction: a retried run sends nothing again. A day with
 * nothing new sends nothing. `hour` is DIGEST_HOUR but for tests. Returns how many digests were queued.
 */
export async function sendNotificationDigests(
  db: Db,
  origin: string,
  { now = new Date(), hour = DIGEST_HOUR }: { now?: Date; hour?: number } = {},
) {
  let queued = 0;
  for (const recipient of await notificationRecipients(db)) {
    const { actor, locale } = recipient;
    const deliveries = await deliveriesOf(db, actor);
    if (!Object.values(deliveries).includes("digest")) continue;
    const timeZone = await digestTimeZone(db, actor);
    const date = localDate(now, timeZone);
    if (!digestDue(now, timeZone, hour)) continue;
    const member = { organisationId: actor.organisationId, userId: actor.userId };
    const [sent] = await db
      .select({ outboxId: notificationDigests.outboxId })
      .from(notificationDigests)
      .where(
        and(
          eq(notificationDigests.organisationId, member.organisationId),
          eq(notificationDigests.userId, member.userId),
          eq(notificationDigests.localDate, date),
        ),
      );
    if (sent) continue;
    const pending = await pendingNotifications(db, recipient, deliveries, "digest", now);
    if (pending.length === 0) continue;
    try {
      await db.transaction(async (tx) => {
        const placeholder = randomUUID();
        const [day] = await tx
          .insert(notificationDigests)
          .values({ ...member, localDate: date, outboxId: placeholder })
          .onConflictDoNothing()
          .returning({ localDate: notificationDigests.localDate });
        if (!day) throw new NothingLeft();
        const claimed = await tx
          .insert(notificationEmails)
          .values(
            pending.map((m) => ({ ...member, key: m.item.key, delivery: "digest" as const, outboxId: placeholder })),
          )
          .onConflictDoNothing()
          .returning({ key: notificationEmails.key });
        const keys = new Set(claimed.map((c) => c.key));
        const items = pending.filter((m) => keys.has(m.item.key));
        if (items.length === 0) throw new NothingLeft();
        const outboxId = await enqueueEmail(tx, {
          organisationId: actor.organisationId,
          to: actor.email,
          ...digestEmail(locale, actor, items, { date, hour, timeZone }, origin),
        });
        await tx
          .update(notificationDigests)
          .set({ outboxId })
          .where(
            and(
              eq(notificationDigests.organisationId, member.organisationId),
              eq(notificationDigests.userId, member.userId),
              eq(notificationDigests.localDate, date),
            ),
          );
        await tx
          .update(notificationEmails)
          .set({ outboxId })
          .where(
            and(
              eq(notificationEmails.organisationId, member.organisationId),
              eq(notificationEmails.userId, member.userId),
              inArray(notificationEmails.key, [...keys]),
            ),
          );
      });
      queued++;
    } catch (error) {
      if (!(error instanceof NothingLeft)) throw error;
    }
  }
  return queued;
}
