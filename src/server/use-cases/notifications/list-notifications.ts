import { and, eq, inArray } from "drizzle-orm";
import type { NotificationItem } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { notificationReads } from "../../db/schema";
import { deriveNotifications } from "./derive-notifications";

/** The signed-in user's notifications, newest first, with their read state and the unread count. */
export async function listNotifications(
  db: Db,
  actor: Actor,
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
  const items = derived.map((n) => ({ ...n, read: readKeys.has(n.key) }));
  return { items, unread: items.filter((n) => !n.read).length };
}
