import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { findingOwners } from "./finding-owners";

/** Who a member-owned finding of the site may be reassigned to (the Findings tab's owner select). */
export async function listFindingOwners(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  return findingOwners(db, actor.organisationId, site.id);
}
