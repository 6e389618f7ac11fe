import type {
  NotificationDelivery,
  NotificationKind,
  UpdateNotificationPreferencesInput,
} from "../../../../domain/schemas/notification-preferences";
import { actorNow, type Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { notificationPreferences } from "../../../db/schema";
import { recordEvent } from "../../audit/record-event";
import { getNotificationPreferences } from "./get-notification-preferences";
import { deliveriesOf } from "./notification-preferences";

type Changes = Partial<Record<NotificationKind, NotificationDelivery>>;

/** Stores the member's choice for the kinds named, audited with each changed kind before and after. */
export async function updateNotificationPreferences(db: Db, actor: Actor, input: UpdateNotificationPreferencesInput) {
  const member = { organisationId: actor.organisationId, userId: actor.userId! };
  await db.transaction(async (tx) => {
    const current = await deliveriesOf(tx, member);
    const before: Changes = {};
    const after: Changes = {};
    for (const [kind, delivery] of Object.entries(input.preferences) as [NotificationKind, NotificationDelivery][]) {
      if (!delivery || current[kind] === delivery) continue;
      before[kind] = current[kind];
      after[kind] = delivery;
      await tx
        .insert(notificationPreferences)
        .values({ ...member, kind, delivery, updatedAt: actorNow(actor) })
        .onConflictDoUpdate({
          target: [
            notificationPreferences.organisationId,
            notificationPreferences.userId,
            notificationPreferences.kind,
          ],
          set: { delivery, updatedAt: actorNow(actor) },
        });
    }
    if (Object.keys(after).length === 0) return;
    await recordEvent(tx, actor, {
      action: "user.notification_preferences_update",
      entityType: "user",
      entityId: actor.userId!,
      before,
      after,
    });
  });
  return getNotificationPreferences(db, actor);
}
