import { and, eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, documentAuditDocuments } from "../../db/schema";
import { renderReportClauses } from "../../document-audit/render-report";
import { tStored } from "../../i18n/catalogue";
import { MAX_DOCUMENT_AUDIT_ATTEMPTS } from "./document-audit-job";
import { findDocumentAudit } from "./find-document-audit";

/**
 * One document audit as the API shows it (issue 17's contract): status, stage, progress and, once done,
 * the score by points, the documents read and every clause's verdict with findings in `locale`.
 */
export async function getDocumentAudit(db: Db, actor: Actor, { id, locale }: { id: string; locale: AppLocale }) {
  const audit = await findDocumentAudit(db, actor, id);
  const report = audit.status === "done" ? audit.report : null;
  const stored = await db
    .select({ id: documentAuditDocuments.id, attachmentId: documentAuditDocuments.attachmentId })
    .from(documentAuditDocuments)
    .where(eq(documentAuditDocuments.auditId, audit.id));
  const hasFile = new Set(stored.filter((d) => d.attachmentId).map((d) => d.id));
  // Which findings were made tracked findings (decision 118).
  const tracked = await db
    .select({ id: auditFindings.id, clauseId: auditFindings.clauseId, index: auditFindings.findingIndex })
    .from(auditFindings)
    .where(and(eq(auditFindings.organisationId, actor.organisationId), eq(auditFindings.documentAuditId, audit.id)));
  const trackedId = new Map(tracked.map((f) => [`${f.clauseId}#${f.index}`, f.id]));
  return {
    id: audit.id,
    siteId: audit.siteId,
    status: audit.status,
    stage: audit.stage,
    progress: audit.progress,
    score: report?.score ?? null,
    points: report?.points ?? null,
    pointsAwarded: report?.pointsAwarded ?? null,
    auditDate: audit.auditDate,
    catalogueId: report?.catalogueId ?? null,
    createdAt: audit.createdAt.toISOString(),
    createdBy: audit.createdByName,
    finishedAt: audit.finishedAt?.toISOString() ?? null,
    error: audit.error ? tStored(locale, audit.error, { attempts: MAX_DOCUMENT_AUDIT_ATTEMPTS }) : null,
    documents: (report?.documents ?? []).map((d) => ({ ...d, hasFile: hasFile.has(d.id) })),
    unreadable: (report?.unreadable ?? audit.unreadable).map((u) => ({
      name: u.name,
      reason: u.reason,
      message: tStored(locale, `documentAudit:unreadable.${u.reason}`),
    })),
    clauses: (report ? renderReportClauses(report, locale) : []).map((clause) => ({
      ...clause,
      findings: clause.findings.map((finding, index) => ({
        ...finding,
        trackedFindingId: trackedId.get(`${clause.clauseId}#${index}`) ?? null,
      })),
    })),
  };
}
