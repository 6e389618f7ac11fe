import type { AppLocale } from "../../../domain/i18n/locales";
import type { MarkNotificationsRead } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import { recordEvent } from "../audit/record-event";
import type { Db } from "../../db/client";
import { notificationReads } from "../../db/schema";
import { deriveNotifications } from "./derive-notifications";
import { listNotifications } from "./list-notifications";

/**
 * Marks notifications read for this user. Only keys of notifications the user currently has are
 * stored, so the table cannot be filled with arbitrary strings.
 */
export async function markNotificationsRead(
  db: Db,
  actor: Actor,
  input: MarkNotificationsRead & { locale: AppLocale },
  now = new Date(),
) {
  const current = await deriveNotifications(db, actor, now);
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
  return listNotifications(db, actor, input.locale, now);
}
