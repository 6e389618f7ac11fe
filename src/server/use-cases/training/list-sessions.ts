import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { sessionListQuerySchema } from "../../../domain/schemas/training";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, trainingModules, trainingSessions } from "../../db/schema";
import { findSite } from "../sites/site-access";

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ListSessionsInput = { siteSlug: string } & z.output<typeof sessionListQuerySchema>;

/** Sessions screen: stored quiz attempts of the site, newest first, with filters and statistics. */
export async function listSessions(db: Db, actor: Actor, { siteSlug, ...query }: ListSessionsInput) {
  const site = await findSite(db, actor, siteSlug);
  const filters: (SQL | undefined)[] = [
    eq(trainingSessions.organisationId, actor.organisationId),
    eq(trainingSessions.siteId, site.id),
  ];
  if (query.moduleId) filters.push(eq(trainingSessions.moduleId, query.moduleId));
  if (query.device) filters.push(eq(trainingSessions.device, query.device));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(employees.name, pattern),
        ilike(employees.employeeCode, pattern),
        ilike(trainingModules.title, pattern),
        ilike(trainingSessions.trainerName, pattern),
      ),
    );
  }
  const rows = await db
    .select({
      session: trainingSessions,
      employee: { id: employees.id, name: employees.name, employeeCode: employees.employeeCode },
      module: { id: trainingModules.id, title: trainingModules.title },
    })
    .from(trainingSessions)
    .innerJoin(employees, eq(employees.id, trainingSessions.employeeId))
    .innerJoin(trainingModules, eq(trainingModules.id, trainingSessions.moduleId))
    .where(and(...filters))
    .orderBy(desc(trainingSessions.createdAt))
    .limit(500);
  const items = rows.map(({ session, employee, module }) => ({
    id: session.id,
    employee,
    module,
    score: session.score,
    passed: session.passed,
    language: session.language,
    date: session.createdAt.toISOString(),
    device: session.device,
    durationSeconds: session.durationSeconds,
    location: session.location,
    trainerName: session.trainerName,
  }));
  const n = items.length;
  return {
    items,
    stats: {
      total: n,
      averageScore: n ? Math.round(items.reduce((s, i) => s + i.score, 0) / n) : null,
      passRate: n ? Math.round((items.filter((i) => i.passed).length / n) * 100) : null,
      averageMinutes: n ? Math.round(items.reduce((s, i) => s + i.durationSeconds, 0) / n / 60) : null,
      byDevice: {
        phone: items.filter((i) => i.device === "phone").length,
        station: items.filter((i) => i.device === "station").length,
      },
    },
  };
}
