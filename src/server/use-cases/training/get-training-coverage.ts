import type { TrainingCoverage } from "../../../domain/training/coverage";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { trainingCoverage } from "./training-coverage";

/** Coverage of the site with this slug, for the actor (404 for another organisation's site). */
export async function getTrainingCoverage(
  db: Db,
  actor: Actor,
  { siteSlug }: { siteSlug: string },
): Promise<TrainingCoverage> {
  const site = await findSite(db, actor, siteSlug);
  return trainingCoverage(db, actor.organisationId, site.id);
}
