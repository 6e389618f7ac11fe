import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
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

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Certificates that expire within `withinDays` of `now` (today included, already-expired excluded):
 * the notifications area raises one notification each, 30 days ahead by default.
 */
export async function certificatesExpiring(
  db: Db,
  organisationId: string,
  siteId: string | undefined,
  now: Date,
  withinDays = 30,
): Promise<ExpiringCertificate[]> {
  const today = isoDay(now);
  const until = isoDay(new Date(now.getTime() + withinDays * 86_400_000));
  const conditions = [
    eq(externalAuditReports.organisationId, organisationId),
    eq(externalAuditReports.status, "certified"),
    isNotNull(externalAuditReports.expiryDate),
    gte(externalAuditReports.expiryDate, today),
    lte(externalAuditReports.expiryDate, until),
  ];
  if (siteId) conditions.push(eq(externalAuditReports.siteId, siteId));
  const rows = await db
    .select({ report: externalAuditReports, audit: externalAudits, siteSlug: sites.slug, siteName: sites.name })
    .from(externalAuditReports)
    .innerJoin(externalAudits, eq(externalAudits.id, externalAuditReports.externalAuditId))
    .innerJoin(sites, eq(sites.id, externalAuditReports.siteId))
    .where(and(...conditions))
    .orderBy(asc(externalAuditReports.expiryDate));
  return rows.map(({ report, audit, siteSlug, siteName }) => ({
    reportId: report.id,
    externalAuditId: audit.id,
    siteId: report.siteId,
    siteSlug,
    siteName,
    certificationBody: audit.certificationBody,
    scheme: audit.scheme,
    expiryDate: report.expiryDate!,
    daysLeft: Math.round((Date.parse(report.expiryDate!) - Date.parse(today)) / 86_400_000),
    certificateFileId: report.certificateFileId,
  }));
}
