import { DIGEST_HOUR, type NotificationPreferencesView } from "../../../../domain/schemas/notification-preferences";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { deliveriesOf } from "./notification-preferences";
import { digestTimeZone } from "./digest-time-zone";

/** The signed-in member's e-mail setting for every kind of notification, and when her digest goes out. */
export async function getNotificationPreferences(db: Db, actor: Actor): Promise<NotificationPreferencesView> {
  const member = { organisationId: actor.organisationId, userId: actor.userId! };
  return {
    preferences: await deliveriesOf(db, member),
    digestHour: DIGEST_HOUR,
    timeZone: await digestTimeZone(db, member),
  };
}
