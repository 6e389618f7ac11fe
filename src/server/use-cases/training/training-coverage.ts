import { trainingCoverage as computeCoverage, type TrainingCoverage } from "../../../domain/training/coverage";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { loadSiteAssignments, requiredModuleIds, toFacts } from "./site-assignments";

/**
 * Training coverage of a site (`siteId` is sites.id): completed ÷ required assignments of its current
 * employees, for modules required by the site's applied scope. The overview's coverage card reads this.
 * `now` is accepted for the overview's signature; completion does not depend on the clock.
 */
export async function trainingCoverage(
  db: Db,
  organisationId: string,
  siteId: string,
  _now: Date = new Date(),
): Promise<TrainingCoverage> {
  const [rows, required] = await Promise.all([
    loadSiteAssignments(db, organisationId, siteId),
    requiredModuleIds(db, organisationId, siteId),
  ]);
  return computeCoverage(toFacts(rows), required);
}

/** Coverage of the site with this slug, for the actor (404 for another organisation's site). */
export async function siteTrainingCoverage(db: Db, actor: Actor, slug: string): Promise<TrainingCoverage> {
  const site = await findSite(db, actor, slug);
  return trainingCoverage(db, actor.organisationId, site.id);
}
