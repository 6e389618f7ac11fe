import { asc, eq } from "drizzle-orm";
import { trainingCoverage } from "../../../domain/training/coverage";
import { trainingMatrix } from "../../../domain/training/matrix";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { trainingModules } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { loadSiteAssignments, requiredModuleIds, toFacts } from "./site-assignments";

/** Matrix screen: role × module completion at the site, the module cards, and the site's coverage. */
export async function getTrainingMatrix(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const [modules, rows, required] = await Promise.all([
    db
      .select()
      .from(trainingModules)
      .where(eq(trainingModules.organisationId, actor.organisationId))
      .orderBy(asc(trainingModules.title)),
    loadSiteAssignments(db, actor.organisationId, site.id),
    requiredModuleIds(db, actor.organisationId, site.id),
  ]);
  const facts = toFacts(rows);
  return {
    site: site.slug,
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      clauses: m.clauses,
      languages: m.languages,
      durationMinutes: m.durationMinutes,
      minimumMinutes: m.minimumMinutes,
      lastUpdated: m.updatedAt.toISOString(),
      requiredAtSite: required.has(m.id),
    })),
    matrix: trainingMatrix(
      facts,
      modules.map((m) => m.id),
    ),
    coverage: trainingCoverage(facts, required),
  };
}
