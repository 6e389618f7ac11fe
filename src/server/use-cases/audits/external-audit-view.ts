import { and, asc, eq, inArray } from "drizzle-orm";
import { canSubmitResponse, type ExternalAuditView } from "../../../domain/audits";
import type { Db } from "../../db/client";
import { externalAuditReports, externalAuditResponses, externalAudits, sites } from "../../db/schema";
import { listAttachments } from "../files/list-attachments";

export const RESPONSE_FILE_OWNER = "external_audit_response";

export const REPORT_FILE_OWNER = "external_audit_report";

export type AuditRow = typeof externalAudits.$inferSelect;

export async function toExternalAuditViews(
  db: Db,
  organisationId: string,
  rows: { audit: AuditRow; slug: string; siteName: string }[],
): Promise<ExternalAuditView[]> {
  const ids = rows.map((r) => r.audit.id);
  const reports = ids.length
    ? await db.select().from(externalAuditReports).where(inArray(externalAuditReports.externalAuditId, ids))
    : [];
  const responses = ids.length
    ? await db
        .select()
        .from(externalAuditResponses)
        .where(
          and(
            eq(externalAuditResponses.organisationId, organisationId),
            inArray(externalAuditResponses.externalAuditId, ids),
          ),
        )
        .orderBy(asc(externalAuditResponses.respondedAt))
    : [];
  const [responseFiles, reportFiles] = await Promise.all([
    // Each response owns its files (a response recorded before the history existed has the audit's id).
    listAttachments(
      db,
      organisationId,
      RESPONSE_FILE_OWNER,
      responses.map((r) => r.id),
    ),
    listAttachments(
      db,
      organisationId,
      REPORT_FILE_OWNER,
      reports.map((r) => r.id),
    ),
  ]);
  return rows.map(({ audit, slug, siteName }) => {
    const report = reports.find((r) => r.externalAuditId === audit.id);
    const files = report ? (reportFiles.get(report.id) ?? []) : [];
    const history = responses
      .filter((r) => r.externalAuditId === audit.id)
      .map((r) => ({
        id: r.id,
        notes: r.notes,
        respondedBy: r.respondedByName,
        respondedAt: r.respondedAt.toISOString(),
        files: responseFiles.get(r.id) ?? [],
      }));
    return {
      id: audit.id,
      certificationBody: audit.certificationBody,
      auditType: audit.auditType,
      scheme: audit.scheme,
      scheduledDate: audit.scheduledDate,
      auditor: audit.auditor,
      status: audit.status,
      canSubmitResponse: canSubmitResponse(audit.status),
      site: { id: slug, name: siteName },
      responseNotes: audit.responseNotes,
      respondedAt: audit.respondedAt?.toISOString() ?? null,
      responseFiles: history.flatMap((r) => r.files),
      responses: history,
      report: report
        ? {
            id: report.id,
            auditDate: report.auditDate,
            score: report.score,
            findings: report.findings,
            observations: report.observations,
            status: report.status,
            expiryDate: report.expiryDate,
            reportFile: files.find((f) => f.id === report.reportFileId) ?? null,
            certificateFile: files.find((f) => f.id === report.certificateFileId) ?? null,
          }
        : null,
    };
  });
}

export async function loadExternalAuditViews(db: Db, organisationId: string, where: { siteId?: string; id?: string }) {
  const conditions = [eq(externalAudits.organisationId, organisationId)];
  if (where.siteId) conditions.push(eq(externalAudits.siteId, where.siteId));
  if (where.id) conditions.push(eq(externalAudits.id, where.id));
  const rows = await db
    .select({ audit: externalAudits, slug: sites.slug, siteName: sites.name })
    .from(externalAudits)
    .innerJoin(sites, eq(sites.id, externalAudits.siteId))
    .where(and(...conditions))
    .orderBy(asc(externalAudits.scheduledDate));
  return toExternalAuditViews(db, organisationId, rows);
}

export async function externalAuditView(db: Db, organisationId: string, id: string) {
  const [view] = await loadExternalAuditViews(db, organisationId, { id });
  return view!;
}
