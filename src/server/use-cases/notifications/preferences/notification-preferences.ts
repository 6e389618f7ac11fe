import { and, eq } from "drizzle-orm";
import {
  defaultNotificationDelivery,
  notificationKinds,
  type NotificationDelivery,
  type NotificationKind,
} from "../../../../domain/schemas/notification-preferences";
import type { Db } from "../../../db/client";
import { notificationPreferences } from "../../../db/schema";

/** A member's delivery for every kind: her stored choice, else the kind's default. */
export async function deliveriesOf(
  db: Db,
  member: { organisationId: string; userId: string },
): Promise<Record<NotificationKind, NotificationDelivery>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.organisationId, member.organisationId),
        eq(notificationPreferences.userId, member.userId),
      ),
    );
  const stored = new Map(rows.map((r) => [r.kind, r.delivery]));
  return Object.fromEntries(
    notificationKinds.map((kind) => [kind, stored.get(kind) ?? defaultNotificationDelivery[kind]]),
  ) as Record<NotificationKind, NotificationDelivery>;
}
