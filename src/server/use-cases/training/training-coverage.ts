import { trainingCoverage as computeCoverage, type TrainingCoverage } from "../../../domain/training/coverage";
import type { Db } from "../../db/client";
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
