import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { loadEvidencePackViews } from "./evidence-pack-views";

export async function listEvidencePacks(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  return loadEvidencePackViews(db, actor.organisationId, { siteId: site.id });
}
