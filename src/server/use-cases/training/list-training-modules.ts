import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { trainingModules, trainingSessions } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { toModuleView } from "./module-view";
import { loadSiteAssignments, requiredModuleIds } from "./site-assignments";

/** Modules screen: the library with, for the chosen site, assignment and session statistics per module. */
export async function listTrainingModules(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const [modules, assignments, sessions, required] = await Promise.all([
    db
      .select()
      .from(trainingModules)
      .where(eq(trainingModules.organisationId, actor.organisationId))
      .orderBy(asc(trainingModules.title)),
    loadSiteAssignments(db, actor.organisationId, site.id),
    db
      .select({ moduleId: trainingSessions.moduleId, score: trainingSessions.score, passed: trainingSessions.passed })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.organisationId, actor.organisationId), eq(trainingSessions.siteId, site.id))),
    requiredModuleIds(db, actor.organisationId, site.id),
  ]);
  const items = modules.map((m) => {
    const mine = assignments.filter((a) => a.module.id === m.id);
    const attempts = sessions.filter((s) => s.moduleId === m.id);
    return {
      ...toModuleView(m),
      requiredAtSite: required.has(m.id),
      stats: {
        assigned: mine.length,
        completed: mine.filter((a) => a.assignment.completedAt).length,
        sessions: attempts.length,
        averageScore: attempts.length
          ? Math.round(attempts.reduce((sum, s) => sum + s.score, 0) / attempts.length)
          : null,
        passRate: attempts.length
          ? Math.round((attempts.filter((s) => s.passed).length / attempts.length) * 100)
          : null,
      },
    };
  });
  const totalAttempts = sessions.length;
  return {
    items,
    summary: {
      modules: items.length,
      languages: new Set(items.flatMap((i) => i.languages)).size,
      averageDuration: items.length ? Math.round(items.reduce((s, i) => s + i.durationMinutes, 0) / items.length) : 0,
      averageScore: totalAttempts ? Math.round(sessions.reduce((s, x) => s + x.score, 0) / totalAttempts) : null,
    },
  };
}
