import { and, asc, eq, inArray } from "drizzle-orm";
import { addCalendarDays, siteToday } from "../../../domain/dates";
import { canSubmitResponse, countsAsUpcoming, type ExternalAuditView } from "../../../domain/audits";
import type { ExternalAuditCreateInput } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { externalAuditReports, externalAuditResponses, externalAudits, sites } from "../../db/schema";
import { listAttachments } from "../files/list-attachments";
import { findSite } from "../sites/site-access";

export const RESPONSE_FILE_OWNER = "external_audit_response";
export const REPORT_FILE_OWNER = "external_audit_report";

type AuditRow = typeof externalAudits.$inferSelect;

async function views(
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

async function select(db: Db, organisationId: string, where: { siteId?: string; id?: string }) {
  const conditions = [eq(externalAudits.organisationId, organisationId)];
  if (where.siteId) conditions.push(eq(externalAudits.siteId, where.siteId));
  if (where.id) conditions.push(eq(externalAudits.id, where.id));
  const rows = await db
    .select({ audit: externalAudits, slug: sites.slug, siteName: sites.name })
    .from(externalAudits)
    .innerJoin(sites, eq(sites.id, externalAudits.siteId))
    .where(and(...conditions))
    .orderBy(asc(externalAudits.scheduledDate));
  return views(db, organisationId, rows);
}

export async function externalAuditView(db: Db, organisationId: string, id: string) {
  const [view] = await select(db, organisationId, { id });
  return view!;
}

/**
 * The External Audits screen of a site: upcoming audits (no report yet), audits awaiting our response,
 * recent reports (newest first) with their response history, and stat cards over the next 90 days of the
 * site's calendar. An audit awaiting a response has taken place: it is not upcoming.
 */
export async function listExternalAudits(db: Db, actor: Actor, siteSlug: string, now = new Date()) {
  const site = await findSite(db, actor, siteSlug);
  const all = await select(db, actor.organisationId, { siteId: site.id });
  const today = siteToday(site.timezone, now);
  const in90 = addCalendarDays(today, 90);
  const upcoming = all.filter((a) => countsAsUpcoming(a.status));
  const awaitingResponse = all.filter((a) => a.status === "pending-response");
  const reports = all.filter((a) => a.report).sort((a, b) => (b.report!.auditDate < a.report!.auditDate ? -1 : 1));
  const latest = reports[0]?.report ?? null;
  const certified = reports.find((r) => r.report!.status === "certified")?.report ?? null;
  return {
    upcoming,
    awaitingResponse,
    reports,
    stats: {
      upcomingNext90Days: upcoming.filter((a) => a.scheduledDate >= today && a.scheduledDate <= in90).length,
      pendingResponses: all.filter((a) => a.status === "pending-response").length,
      lastScore: latest?.score ?? null,
      certificateExpiry: certified?.expiryDate ?? null,
    },
  };
}

export async function scheduleExternalAudit(db: Db, actor: Actor, input: ExternalAuditCreateInput) {
  const id = await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, input.siteId);
    const [row] = await tx
      .insert(externalAudits)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        certificationBody: input.certificationBody,
        auditType: input.auditType,
        scheme: input.scheme,
        scheduledDate: input.date,
        auditor: input.auditor,
        createdBy: actor.userId,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "external_audit.schedule",
      entityType: "external_audit",
      entityId: row!.id,
      siteId: site.id,
      after: input,
    });
    return row!.id;
  });
  return externalAuditView(db, actor.organisationId, id);
}
