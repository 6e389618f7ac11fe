import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { IncidentList, IncidentListQuery } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { capas, incidents } from "../../db/schema";
import { toIncidentView } from "./incident-view";
import { counts, escapeLike } from "./query-helpers";
import { siteAndToday } from "./site-day";

export type ListIncidentsInput = { siteSlug: string } & IncidentListQuery;

/** One page of a site's incidents, filtered on the server, with the site's incident figures. */
export async function listIncidents(
  db: Db,
  actor: Actor,
  { siteSlug, ...query }: ListIncidentsInput,
): Promise<IncidentList> {
  const { site, today } = await siteAndToday(db, actor, siteSlug);
  const base = [eq(incidents.organisationId, actor.organisationId), eq(incidents.siteId, site.id)];
  const conditions: (SQL | undefined)[] = [...base];
  if (query.severity) conditions.push(eq(incidents.severity, query.severity));
  if (query.status) conditions.push(eq(incidents.status, query.status));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(incidents.title, like),
        ilike(incidents.description, like),
        ilike(incidents.clauseId, like),
        ilike(incidents.reportedByName, like),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted], [summary]] = await Promise.all([
    db
      .select({ incident: incidents, capa: capas })
      .from(incidents)
      .leftJoin(capas, eq(capas.incidentId, incidents.id))
      .where(where)
      .orderBy(desc(incidents.reportedAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql`count(*)` }).from(incidents).where(where),
    db
      .select({
        total: sql`count(*)`,
        open: sql`count(*) filter (where ${incidents.status} <> 'corrected')`,
        investigating: sql`count(*) filter (where ${incidents.status} = 'investigating')`,
        corrected: sql`count(*) filter (where ${incidents.status} = 'corrected')`,
        critical: sql`count(*) filter (where ${incidents.severity} = 'critical' and ${incidents.status} <> 'corrected')`,
        capaOverdue: sql`count(*) filter (where ${incidents.status} <> 'corrected' and ${capas.dueDate} < ${today})`,
      })
      .from(incidents)
      .leftJoin(capas, eq(capas.incidentId, incidents.id))
      .where(and(...base)),
  ]);
  return {
    items: rows.map((r) => toIncidentView(r.incident, r.capa, site.slug, today)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary: counts(summary, ["total", "open", "investigating", "corrected", "critical", "capaOverdue"]),
  };
}
