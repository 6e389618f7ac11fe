import { localDate } from "../../../domain/dates";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";

/** The site (by its slug, org- and restriction-checked) and today's date there. */
export async function siteAndToday(db: Db, actor: Actor, siteSlug: string, now = new Date()) {
  const site = await findSite(db, actor, siteSlug);
  return { site, today: localDate(now, site.timezone) };
}
