import type { NotificationItem } from "../../../domain/notifications";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";

export type DerivedNotification = Omit<NotificationItem, "read">;

/**
 * One condition that deserves attention (a CAPA past due, a certificate about to expire…), evaluated
 * from stored data for the sites the actor may see. Areas register rules in ./rules.ts.
 */
export interface NotificationRule {
  kind: NotificationItem["kind"];
  collect(db: Db, actor: Actor, sites: { id: string; slug: string }[], now: Date): Promise<DerivedNotification[]>;
}
