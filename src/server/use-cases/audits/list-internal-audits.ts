import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { internalAuditViews } from "./internal-audit-view";

/** The site's internal audits (Audit Schedule tab). */
export async function listInternalAudits(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  return internalAuditViews(db, actor.organisationId, { siteId: site.id });
}
