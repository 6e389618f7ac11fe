import { z } from "zod";
import { localDate, zonedDateTime } from "../dates";
import type { NotificationItem } from "../notifications";

export type NotificationKind = NotificationItem["kind"];

/** Every kind of notification, in the order the preferences list them. */
export const notificationKinds = [
  "verification_overdue",
  "capa_overdue",
  "incident_reported",
  "hold_aged",
  "certificate_expiring",
  "external_audit_due",
  "sop_review_due",
  "evidence_pack_finished",
  "finding_assigned",
  "log_missed",
  "inbox_held",
  "supplier_document_expiring",
] as const satisfies readonly NotificationKind[];

/** How a kind of notification reaches a user by e-mail (decision 116). */
export const notificationDeliveries = ["immediately", "digest", "off"] as const;
export type NotificationDelivery = (typeof notificationDeliveries)[number];

/**
 * Until a user chooses: what needs someone to act today (a CAPA past due, a new incident, a hold
 * growing old, the pack she asked for) is e-mailed at once; what is only coming due goes in the digest.
 */
export const defaultNotificationDelivery: Record<NotificationKind, NotificationDelivery> = {
  verification_overdue: "digest",
  capa_overdue: "immediately",
  incident_reported: "immediately",
  hold_aged: "immediately",
  certificate_expiring: "digest",
  external_audit_due: "digest",
  sop_review_due: "digest",
  evidence_pack_finished: "immediately",
  finding_assigned: "immediately",
  // A day's gaps read best together.
  log_missed: "digest",
  // Mail from an unknown sender waits for an administrator (decision 132).
  inbox_held: "immediately",
  // A supplier's document about to lapse is coming due, not yet an emergency.
  supplier_document_expiring: "digest",
};

/** The local hour (in the user's site's time zone) the daily digest is sent at. */
export const DIGEST_HOUR = 7;

const deliverySchema = z.enum(notificationDeliveries, { error: "Choose immediately, daily digest or off" });

/**
 * `PUT /api/account/notification-preferences`: the kinds to change (others keep their setting), e.g.
 * `{ "preferences": { "sop_review_due": "off" } }`. An unknown kind is refused.
 */
export const updateNotificationPreferencesSchema = z.object({
  preferences: z
    .strictObject(
      Object.fromEntries(notificationKinds.map((kind) => [kind, deliverySchema.optional()])) as {
        [K in NotificationKind]: z.ZodOptional<typeof deliverySchema>;
      },
      { error: "Not a kind of notification" },
    )
    .refine((p) => Object.keys(p).length > 0, "Name at least one kind of notification"),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesSchema>;

/** What both routes answer: every kind with its delivery, and when the digest goes out. */
export interface NotificationPreferencesView {
  preferences: Record<NotificationKind, NotificationDelivery>;
  digestHour: number;
  /** The time zone the digest hour is read in (the user's site's). */
  timeZone: string;
}

/** Whether a member's digest for her local date is due at `now`: her local time has reached `hour`. */
export const digestDue = (now: Date, timeZone: string, hour: number = DIGEST_HOUR) =>
  now >= zonedDateTime(localDate(now, timeZone), hour, 0, timeZone);
