import { message } from "../../../../domain/i18n/message";
import { shiftInstant } from "../../../../domain/dates";
import { and, eq, gt, inArray, ne, or, isNull } from "drizzle-orm";
import { can } from "../../../../domain/permissions";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { incidents } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** How long a newly reported incident stays a notification for the people who handle CAPAs. */
export const NEW_INCIDENT_HOURS = 24;

/** An incident reported in the last 24 hours and not yet corrected, for those who manage CAPAs (not its reporter). */
export const incidentReportedRule: NotificationRule = {
  kind: "incident_reported",
  async collect(db, actor, sites, now) {
    if (!can(actor.role, "capa.manage") || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const since = shiftInstant(now, { hours: -NEW_INCIDENT_HOURS });
    const rows = await db
      .select({
        id: incidents.id,
        title: incidents.title,
        severity: incidents.severity,
        siteId: incidents.siteId,
        reportedAt: incidents.reportedAt,
        by: incidents.reportedByName,
      })
      .from(incidents)
      .where(
        and(
          eq(incidents.organisationId, actor.organisationId),
          inArray(incidents.siteId, [...days.keys()]),
          ne(incidents.status, "corrected"),
          gt(incidents.reportedAt, since),
          or(
            isNull(incidents.reportedBy),
            ne(incidents.reportedBy, actor.userId ?? "00000000-0000-0000-0000-000000000000"),
          ),
        ),
      );
    return rows.map((r) => {
      const site = days.get(r.siteId)!;
      return {
        key: `incident-reported:${r.id}`,
        kind: "incident_reported" as const,
        title: message("screens:notification.incidentReported.title", { severity: r.severity, title: r.title }),
        body: message("screens:notification.incidentReported.body", { site: site.name, by: r.by }),
        url: screenLinks.incident(r.id),
        site: site.slug,
        at: r.reportedAt.toISOString(),
      };
    });
  },
};
