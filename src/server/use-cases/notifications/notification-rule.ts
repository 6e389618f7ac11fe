import type { Message } from "../../../domain/i18n/message";
import type { NotificationItem } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";

/** A notification as a rule derives it: its title and body are messages, rendered in the reader's language. */
export type DerivedNotification = Omit<NotificationItem, "read" | "title" | "body"> & { title: Message; body: Message };

/**
 * One condition that deserves attention (a CAPA past due, a certificate about to expire…), evaluated
 * from stored data for the sites the actor may see. Areas register rules in ./rules.ts.
 */
export interface NotificationRule {
  kind: NotificationItem["kind"];
  collect(db: Db, actor: Actor, sites: { id: string; slug: string }[], now: Date): Promise<DerivedNotification[]>;
}
