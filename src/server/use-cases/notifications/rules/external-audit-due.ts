import { message } from "../../../../domain/i18n/message";
import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { addCalendarDays } from "../../../../domain/dates";
import { externalAudits } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";
import { AUDIT_NOTICE_DAYS } from "./certificate-expiring";

/** A third-party audit scheduled within the next 30 days at a visible site; for everyone who sees it. */
export const externalAuditDueRule: NotificationRule = {
  kind: "external_audit_due",
  async collect(db, actor, sites, now) {
    if (sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const rows = await db
      .select()
      .from(externalAudits)
      .where(
        and(
          eq(externalAudits.organisationId, actor.organisationId),
          inArray(externalAudits.siteId, [...days.keys()]),
          inArray(externalAudits.status, ["scheduled", "preparing"]),
        ),
      );
    return rows
      .filter((a) => {
        const today = days.get(a.siteId)!.today;
        return a.scheduledDate >= today && a.scheduledDate <= addCalendarDays(today, AUDIT_NOTICE_DAYS);
      })
      .map((a) => {
        const site = days.get(a.siteId)!;
        return {
          key: `external-audit-due:${a.id}:${a.scheduledDate}`,
          kind: "external_audit_due" as const,
          title: message("screens:notification.externalAuditDue.title", {
            scheme: a.scheme,
            auditType: a.auditType,
            date: a.scheduledDate,
          }),
          body: message("screens:notification.externalAuditDue.body", {
            site: site.name,
            certificationBody: a.certificationBody,
          }),
          url: screenLinks.externalAudit(a.id),
          site: site.slug,
          at: `${addCalendarDays(a.scheduledDate, -AUDIT_NOTICE_DAYS)}T00:00:00Z`,
        };
      });
  },
};
