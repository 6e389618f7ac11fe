import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { DerivedNotification } from "./notification-rule";
import { notificationRules } from "./rules";
import { listVisibleSites } from "../sites/site-access";

/** Every notification the rules derive for the actor at `now`, over the sites they may see, newest first. */
export async function deriveNotifications(db: Db, actor: Actor, now: Date): Promise<DerivedNotification[]> {
  const sites = (await listVisibleSites(db, actor)).map((s) => ({ id: s.id, slug: s.slug }));
  const perRule = await Promise.all(notificationRules.map((rule) => rule.collect(db, actor, sites, now)));
  return perRule.flat().sort((a, b) => b.at.localeCompare(a.at));
}
