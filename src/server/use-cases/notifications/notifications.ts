import { and, eq, inArray } from "drizzle-orm";
import type { MarkNotificationsRead, NotificationItem } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import { recordEvent } from "../audit/record-event";
import type { Db } from "../../db/client";
import { notificationReads } from "../../db/schema";
import { notificationRules } from "./rules";
import { listVisibleSites } from "../sites/site-access";

async function derive(db: Db, actor: Actor, now: Date) {
  const sites = (await listVisibleSites(db, actor)).map((s) => ({ id: s.id, slug: s.slug }));
  const perRule = await Promise.all(notificationRules.map((rule) => rule.collect(db, actor, sites, now)));
  return perRule.flat().sort((a, b) => b.at.localeCompare(a.at));
}

/** The signed-in user's notifications, newest first, with their read state and the unread count. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<{ items: NotificationItem[]; unread: number }> {
  const derived = await derive(db, actor, now);
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

/**
 * Marks notifications read for this user. Only keys of notifications the user currently has are
 * stored, so the table cannot be filled with arbitrary strings.
 */
export async function markNotificationsRead(db: Db, actor: Actor, input: MarkNotificationsRead, now = new Date()) {
  const current = await derive(db, actor, now);
  const wanted =
    "all" in input ? current.map((n) => n.key) : input.keys.filter((k) => current.some((n) => n.key === k));
  if (wanted.length) {
    await db.transaction(async (tx) => {
      await tx
        .insert(notificationReads)
        .values(wanted.map((key) => ({ organisationId: actor.organisationId, userId: actor.userId!, key })))
        .onConflictDoNothing();
      await recordEvent(tx, actor, {
        action: "notification.read",
        entityType: "user",
        entityId: actor.userId!,
        after: { keys: wanted },
      });
    });
  }
  return listNotifications(db, actor, now);
}
