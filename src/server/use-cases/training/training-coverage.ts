import { trainingCoverage as computeCoverage, type TrainingCoverage } from "../../../domain/training/coverage";
import type { Db } from "../../db/client";
import { loadSiteAssignments, requiredModuleIds, toFacts } from "./site-assignments";

/**
 * Training coverage of a site (`siteId` is sites.id): completed ÷ required assignments of its current
 * employees, for modules required by the site's applied scope. The overview's coverage card reads this.
 * `now` is accepted for the overview's signature; completion does not depend on the clock. A caller
 * that has the site's required module ids already passes them (the overview: two queries less).
 */
export async function trainingCoverage(
  db: Db,
  organisationId: string,
  siteId: string,
  _now: Date = new Date(),
  requiredIds?: ReadonlySet<string>,
): Promise<TrainingCoverage> {
  const [rows, required] = await Promise.all([
    loadSiteAssignments(db, organisationId, siteId),
    requiredIds ?? requiredModuleIds(db, organisationId, siteId),
  ]);
  return computeCoverage(toFacts(rows), required);
}
