import { message } from "../../../../domain/i18n/message";
import { and, eq, inArray, ne } from "drizzle-orm";
import { can } from "../../../../domain/permissions";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { capas, incidents } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** The CAPA of an incident not yet corrected whose due date has passed; for those who manage CAPAs. */
export const capaOverdueRule: NotificationRule = {
  kind: "capa_overdue",
  async collect(db, actor, sites, now) {
    if (!can(actor.role, "capa.manage") || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const rows = await db
      .select({
        capaId: capas.id,
        dueDate: capas.dueDate,
        responsible: capas.responsiblePerson,
        incidentId: incidents.id,
        title: incidents.title,
        siteId: incidents.siteId,
      })
      .from(capas)
      .innerJoin(incidents, eq(incidents.id, capas.incidentId))
      .where(
        and(
          eq(capas.organisationId, actor.organisationId),
          inArray(incidents.siteId, [...days.keys()]),
          ne(incidents.status, "corrected"),
        ),
      );
    return rows
      .filter((r) => r.dueDate < days.get(r.siteId)!.today)
      .map((r) => {
        const site = days.get(r.siteId)!;
        return {
          key: `capa-overdue:${r.capaId}`,
          kind: "capa_overdue" as const,
          title: message("screens:notification.capaOverdue.title", { title: r.title }),
          body: message("screens:notification.capaOverdue.body", {
            site: site.name,
            responsible: r.responsible,
            due: r.dueDate,
          }),
          url: screenLinks.incident(r.incidentId),
          site: site.slug,
          at: `${r.dueDate}T23:59:59Z`,
        };
      });
  },
};
