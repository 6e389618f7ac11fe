import { message } from "../../../../domain/i18n/message";
import { and, eq, inArray } from "drizzle-orm";
import { can } from "../../../../domain/permissions";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { monitoringRecords } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** A monitoring record still pending after its verification due date; for those who may verify. */
export const verificationOverdueRule: NotificationRule = {
  kind: "verification_overdue",
  async collect(db, actor, sites, now) {
    if (!can(actor.role, "records.verify") || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const rows = await db
      .select({
        id: monitoringRecords.id,
        siteId: monitoringRecords.siteId,
        type: monitoringRecords.type,
        clauseId: monitoringRecords.clauseId,
        dueDate: monitoringRecords.dueDate,
      })
      .from(monitoringRecords)
      .where(
        and(
          eq(monitoringRecords.organisationId, actor.organisationId),
          inArray(monitoringRecords.siteId, [...days.keys()]),
          eq(monitoringRecords.status, "pending"),
        ),
      );
    return rows
      .filter((r) => r.dueDate < days.get(r.siteId)!.today)
      .map((r) => {
        const site = days.get(r.siteId)!;
        return {
          key: `verification-overdue:${r.id}`,
          kind: "verification_overdue" as const,
          title: message("screens:notification.verificationOverdue.title", { type: r.type }),
          body: message("screens:notification.verificationOverdue.body", {
            site: site.name,
            clause: r.clauseId,
            due: r.dueDate,
          }),
          url: screenLinks.verification(r.id),
          site: site.slug,
          at: `${r.dueDate}T23:59:59Z`,
        };
      });
  },
};
