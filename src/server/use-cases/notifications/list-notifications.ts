import { and, eq, inArray } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { NotificationItem } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { notificationReads } from "../../db/schema";
import { renderMessage } from "../../i18n/render-message";
import { deriveNotifications } from "./derive-notifications";

/**
 * The signed-in user's notifications, newest first, with their read state and the unread count; titles
 * and bodies in `locale` (the request's language: her profile's, else her browser's).
 */
export async function listNotifications(
  db: Db,
  actor: Actor,
  locale: AppLocale,
  now = new Date(),
): Promise<{ items: NotificationItem[]; unread: number }> {
  const derived = await deriveNotifications(db, actor, now);
  const reads = derived.length
    ? await db
        .select({ key: notificationReads.key })
        .from(notificationReads)
        .where(
          and(
            eq(notificationReads.userId, actor.userId!),
            inArray(
              notificationReads.key,
              derived.map((n) => n.key),
            ),
          ),
        )
    : [];
  const readKeys = new Set(reads.map((r) => r.key));
  const items = derived.map((n) => ({
    ...n,
    title: renderMessage(locale, n.title),
    body: renderMessage(locale, n.body),
    read: readKeys.has(n.key),
  }));
  return { items, unread: items.filter((n) => !n.read).length };
}
