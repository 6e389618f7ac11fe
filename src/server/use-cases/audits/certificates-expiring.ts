import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import { addCalendarDays, daysBetween, siteToday, utcDate } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { externalAuditReports, externalAudits, sites } from "../../db/schema";

export interface ExpiringCertificate {
  reportId: string;
  externalAuditId: string;
  siteId: string;
  siteSlug: string;
  siteName: string;
  certificationBody: string;
  scheme: string;
  expiryDate: string;
  daysLeft: number;
  certificateFileId: string | null;
}

/**
 * Certificates that expire within `withinDays` of today at their site (today included, already-expired
 * excluded): the notifications area raises one notification each, 30 days ahead by default.
 */
export async function certificatesExpiring(
  db: Db,
  organisationId: string,
  siteId: string | undefined,
  now: Date,
  withinDays = 30,
): Promise<ExpiringCertificate[]> {
  // Sites are at most a day either side of UTC: read that widest window, then decide per site's today.
  const utcToday = utcDate(now);
  const conditions = [
    eq(externalAuditReports.organisationId, organisationId),
    eq(externalAuditReports.status, "certified"),
    isNotNull(externalAuditReports.expiryDate),
    gte(externalAuditReports.expiryDate, addCalendarDays(utcToday, -1)),
    lte(externalAuditReports.expiryDate, addCalendarDays(utcToday, withinDays + 1)),
  ];
  if (siteId) conditions.push(eq(externalAuditReports.siteId, siteId));
  const rows = await db
    .select({
      report: externalAuditReports,
      audit: externalAudits,
      siteSlug: sites.slug,
      siteName: sites.name,
      timezone: sites.timezone,
    })
    .from(externalAuditReports)
    .innerJoin(externalAudits, eq(externalAudits.id, externalAuditReports.externalAuditId))
    .innerJoin(sites, eq(sites.id, externalAuditReports.siteId))
    .where(and(...conditions))
    .orderBy(asc(externalAuditReports.expiryDate));
  return rows.flatMap(({ report, audit, siteSlug, siteName, timezone }) => {
    const daysLeft = daysBetween(siteToday(timezone, now), report.expiryDate!);
    if (daysLeft < 0 || daysLeft > withinDays) return [];
    return [
      {
        reportId: report.id,
        externalAuditId: audit.id,
        siteId: report.siteId,
        siteSlug,
        siteName,
        certificationBody: audit.certificationBody,
        scheme: audit.scheme,
        expiryDate: report.expiryDate!,
        daysLeft,
        certificateFileId: report.certificateFileId,
      },
    ];
  });
}
