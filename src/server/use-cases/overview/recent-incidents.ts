import { and, desc, eq, gte } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import type { RecentIncident } from "../../../domain/schemas/overview";
import type { Db } from "../../db/client";
import { capas, incidents } from "../../db/schema";

/** Incidents reported at a site since `since`, newest first, at most `limit`. */
export async function recentIncidents(
  db: Db,
  organisationId: string,
  siteId: string,
  since: Date,
  today: string,
  limit = 5,
): Promise<RecentIncident[]> {
  const rows = await db
    .select({ incident: incidents, capaDue: capas.dueDate })
    .from(incidents)
    .leftJoin(capas, eq(capas.incidentId, incidents.id))
    .where(
      and(eq(incidents.organisationId, organisationId), eq(incidents.siteId, siteId), gte(incidents.reportedAt, since)),
    )
    .orderBy(desc(incidents.reportedAt))
    .limit(limit);
  return rows.map(({ incident, capaDue }) => ({
    id: incident.id,
    title: incident.title,
    severity: incident.severity,
    status: incident.status,
    clauseId: incident.clauseId,
    reportedAt: incident.reportedAt.toISOString(),
    reportedByName: incident.reportedByName,
    capaOverdue: incident.status !== "corrected" && capaDue !== null && capaDue < today,
    url: screenLinks.incident(incident.id),
  }));
}
