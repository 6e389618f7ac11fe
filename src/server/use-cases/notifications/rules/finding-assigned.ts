import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { message } from "../../../../domain/i18n/message";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { auditFindings, users } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/**
 * An open finding someone else made the reader the owner of (a tracked document-audit finding,
 * decision 118), until it is closed.
 */
export const findingAssignedRule: NotificationRule = {
  kind: "finding_assigned",
  async collect(db, actor, sites, now) {
    if (!actor.userId || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const rows = await db
      .select({
        id: auditFindings.id,
        clauseId: auditFindings.clauseId,
        title: auditFindings.title,
        dueDate: auditFindings.dueDate,
        siteId: auditFindings.siteId,
        createdAt: auditFindings.createdAt,
        by: users.name,
      })
      .from(auditFindings)
      .leftJoin(users, eq(users.id, auditFindings.createdBy))
      .where(
        and(
          eq(auditFindings.organisationId, actor.organisationId),
          eq(auditFindings.ownerId, actor.userId),
          eq(auditFindings.status, "open"),
          inArray(auditFindings.siteId, [...days.keys()]),
          or(isNull(auditFindings.createdBy), ne(auditFindings.createdBy, actor.userId)),
        ),
      );
    return rows.map((r) => {
      const site = days.get(r.siteId)!;
      return {
        key: `finding-assigned:${r.id}`,
        kind: "finding_assigned" as const,
        title: message("screens:notification.findingAssigned.title", { clause: r.clauseId, title: r.title }),
        body: message("screens:notification.findingAssigned.body", { site: site.name, due: r.dueDate, by: r.by ?? "" }),
        url: screenLinks.finding(r.id),
        site: site.slug,
        at: r.createdAt.toISOString(),
      };
    });
  },
};
