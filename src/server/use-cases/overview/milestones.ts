import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import type { Milestone } from "../../../domain/schemas/overview";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import { t } from "../../i18n/catalogue";
import { externalAudits, internalAudits, users } from "../../db/schema";
import { certificatesExpiring } from "../audits/certificates-expiring";

/**
 * Upcoming Milestones of a site: internal audits scheduled or in progress, third-party audits still
 * ahead, and certificates expiring within 90 days — soonest first, at most `limit`.
 */
export async function upcomingMilestones(
  db: Db,
  organisationId: string,
  siteId: string,
  today: string,
  now: Date,
  locale: AppLocale = "en",
  limit = 5,
): Promise<Milestone[]> {
  const status = (state: Milestone["state"], count?: number) =>
    t(locale, `screens:milestone.status.${state}`, count === undefined ? {} : { count });
  const [internal, external, certificates] = await Promise.all([
    db
      .select({ audit: internalAudits, auditor: users.name })
      .from(internalAudits)
      .innerJoin(users, eq(users.id, internalAudits.auditorId))
      .where(
        and(
          eq(internalAudits.organisationId, organisationId),
          eq(internalAudits.siteId, siteId),
          or(
            eq(internalAudits.status, "in-progress"),
            and(eq(internalAudits.status, "scheduled"), gte(internalAudits.auditDate, today)),
          ),
        ),
      )
      .orderBy(asc(internalAudits.auditDate)),
    db
      .select()
      .from(externalAudits)
      .where(
        and(
          eq(externalAudits.organisationId, organisationId),
          eq(externalAudits.siteId, siteId),
          inArray(externalAudits.status, ["scheduled", "preparing", "pending-response"]),
        ),
      )
      .orderBy(asc(externalAudits.scheduledDate)),
    certificatesExpiring(db, organisationId, siteId, now, 90),
  ]);
  const milestones: Milestone[] = [
    ...internal.map(({ audit, auditor }) => ({
      id: audit.id,
      type: "Internal Audit" as const,
      date: audit.auditDate,
      title: t(locale, "screens:milestone.internal.title", { type: audit.type }),
      owner: auditor,
      status: status(audit.status === "in-progress" ? "in-progress" : "upcoming"),
      state: audit.status === "in-progress" ? ("in-progress" as const) : ("upcoming" as const),
      daysLeft: null,
      url: screenLinks.internalAudit(audit.id),
    })),
    ...external
      .filter((a) => a.scheduledDate >= today || a.status === "pending-response")
      .map((a) => ({
        id: a.id,
        type: "3rd-Party Audit" as const,
        date: a.scheduledDate,
        title: t(locale, "screens:milestone.external.title", {
          scheme: a.scheme,
          auditType: a.auditType,
          certificationBody: a.certificationBody,
        }),
        owner: a.auditor,
        status: status(
          a.status === "pending-response" ? "response-due" : a.status === "preparing" ? "preparing" : "upcoming",
        ),
        state:
          a.status === "pending-response"
            ? ("response-due" as const)
            : a.status === "preparing"
              ? ("preparing" as const)
              : ("upcoming" as const),
        daysLeft: null,
        url: screenLinks.externalAudit(a.id),
      })),
    ...certificates.map((c) => ({
      id: c.reportId,
      type: "Certificate Expiry" as const,
      date: c.expiryDate,
      title: t(locale, "screens:milestone.certificate.title", {
        scheme: c.scheme,
        certificationBody: c.certificationBody,
      }),
      owner: c.certificationBody,
      status: status("expiring", c.daysLeft),
      state: "expiring" as const,
      daysLeft: c.daysLeft,
      url: screenLinks.externalAudit(c.externalAuditId),
    })),
  ];
  return milestones.sort((a, b) => a.date.localeCompare(b.date)).slice(0, limit);
}
