import { eq } from "drizzle-orm";
import { externalAuditTransition, reportStatus } from "../../../domain/audits";
import { acceptedTypes, checkUpload, uploadPolicies, type UploadPolicy } from "../../../domain/files/file-types";
import { message, type Message } from "../../../domain/i18n/message";
import type { ReportUploadFields } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { externalAuditReports, externalAudits } from "../../db/schema";
import { AppError, invalidReasons } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { findExternalAudit } from "./audit-rows";
import { externalAuditView, REPORT_FILE_OWNER } from "./external-audit-view";

/** A corrective-action response may carry evidence (PDF, images, CSV) and Word documents. */
export const responsePolicy: UploadPolicy = {
  types: [...uploadPolicies.evidence.types, acceptedTypes.doc, acceptedTypes.docx],
  description: message("a PDF, Word document, image or CSV"),
};

/**
 * Upload Report: score 0–100, the report (PDF or Word, checked by its bytes) and optionally the
 * certificate (PDF, checked by its bytes) with its expiry date. A wrong file is a 400 naming its field.
 */
export async function uploadReport(
  db: Db,
  actor: Actor,
  { id, files, ...fields }: { id: string; files: UploadedFile[] } & ReportUploadFields,
) {
  await findExternalAudit(db, actor, id);
  const errors: Record<string, [Message]> = {};
  const report = files.filter((f) => f.field === "report");
  const certificate = files.filter((f) => f.field === "certificate");
  if (files.some((f) => f.field !== "report" && f.field !== "certificate"))
    errors.files = [message("Send only the report and certificate files")];
  if (report.length !== 1) errors.report = [message("Attach the audit report (PDF, DOC or DOCX)")];
  else {
    const check = checkUpload(report[0]!.bytes, report[0]!.filename, uploadPolicies.report);
    if (!check.ok) errors.report = [check.reason];
  }
  if (certificate.length > 1) errors.certificate = [message("Attach one certificate")];
  else if (certificate.length === 1) {
    const check = checkUpload(certificate[0]!.bytes, certificate[0]!.filename, uploadPolicies.certificate);
    if (!check.ok) errors.certificate = [check.reason];
    if (!fields.expiryDate) errors.expiryDate = [message("Enter the certificate's expiry date")];
  }
  if (fields.expiryDate && certificate.length === 0)
    errors.certificate = [message("Attach the certificate that expires on this date")];
  if (Object.keys(errors).length > 0) throw invalidReasons(errors);

  await db.transaction(async (tx) => {
    const audit = await findExternalAudit(tx, actor, id, true);
    const result = externalAuditTransition(
      audit.status,
      fields.responseRequired ? "upload_report_with_response_for" : "upload_report_for",
    );
    if (!result.ok) throw AppError.of("conflict", result.message);
    const [row] = await tx
      .insert(externalAuditReports)
      .values({
        organisationId: actor.organisationId,
        siteId: audit.siteId,
        externalAuditId: id,
        auditDate: fields.auditDate ?? audit.scheduledDate,
        score: fields.score,
        findings: fields.findings,
        observations: fields.observations,
        status: reportStatus(certificate.length === 1),
        reportFileId: "00000000-0000-0000-0000-000000000000",
        expiryDate: fields.expiryDate ?? null,
        uploadedBy: actor.userId,
        createdAt: actorNow(actor),
      })
      .returning();
    const owner = { ownerType: REPORT_FILE_OWNER, ownerId: row!.id, siteId: audit.siteId };
    const [reportFile] = await storeAttachments(tx, actor, owner, report, uploadPolicies.report);
    const [certificateFile] = certificate.length
      ? await storeAttachments(tx, actor, owner, certificate, uploadPolicies.certificate)
      : [];
    await tx
      .update(externalAuditReports)
      .set({ reportFileId: reportFile!.id, certificateFileId: certificateFile?.id ?? null })
      .where(eq(externalAuditReports.id, row!.id));
    await tx
      .update(externalAudits)
      .set({ status: result.to, updatedAt: actorNow(actor) })
      .where(eq(externalAudits.id, id));
    await recordEvent(tx, actor, {
      action: "external_audit.upload_report",
      entityType: "external_audit",
      entityId: id,
      siteId: audit.siteId,
      before: { status: audit.status },
      after: {
        status: result.to,
        score: fields.score,
        reportFileId: reportFile!.id,
        certificateFileId: certificateFile?.id ?? null,
        expiryDate: fields.expiryDate ?? null,
      },
    });
  });
  return externalAuditView(db, actor.organisationId, id);
}
