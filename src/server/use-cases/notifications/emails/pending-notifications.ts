import { and, eq, inArray } from "drizzle-orm";
import type { NotificationDelivery, NotificationKind } from "../../../../domain/schemas/notification-preferences";
import type { Db } from "../../../db/client";
import { notificationEmails, sites } from "../../../db/schema";
import { deriveNotifications } from "../derive-notifications";
import type { MailedNotification } from "./notification-email";
import type { NotificationRecipient } from "./notification-recipients";

/**
 * The recipient's current notifications of the kinds she gets by `delivery` that were never e-mailed
 * to her, oldest first, each with its site's name.
 */
export async function pendingNotifications(
  db: Db,
  { actor }: NotificationRecipient,
  deliveries: Record<NotificationKind, NotificationDelivery>,
  delivery: Exclude<NotificationDelivery, "off">,
  now: Date,
): Promise<MailedNotification[]> {
  const wanted = (await deriveNotifications(db, actor, now)).filter((n) => deliveries[n.kind] === delivery);
  if (wanted.length === 0) return [];
  const emailed = await db
    .select({ key: notificationEmails.key })
    .from(notificationEmails)
    .where(
      and(
        eq(notificationEmails.organisationId, actor.organisationId),
        eq(notificationEmails.userId, actor.userId),
        inArray(
          notificationEmails.key,
          wanted.map((n) => n.key),
        ),
      ),
    );
  const done = new Set(emailed.map((e) => e.key));
  const fresh = wanted.filter((n) => !done.has(n.key)).reverse();
  if (fresh.length === 0) return [];
  const names = await db
    .select({ slug: sites.slug, name: sites.name })
    .from(sites)
    .where(eq(sites.organisationId, actor.organisationId));
  const nameOf = new Map(names.map((s) => [s.slug, s.name]));
  return fresh.map((item) => ({ item, siteName: item.site ? (nameOf.get(item.site) ?? null) : null }));
}
