import type { AppLocale } from "../../../domain/i18n/locales";
import type { FspView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { buildPlanView } from "./fsp-plan";

/** The site's Food Safety Plan with its progress, content hash and latest signature (current or not). */
export async function getFsp(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
): Promise<FspView> {
  return buildPlanView(db, actor, await findSite(db, actor, siteSlug), locale);
}
