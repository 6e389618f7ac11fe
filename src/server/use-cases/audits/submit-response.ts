import { eq } from "drizzle-orm";
import { externalAuditTransition } from "../../../domain/audits";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { externalAuditResponses, externalAudits } from "../../db/schema";
import { AppError } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { findExternalAudit } from "./audit-rows";
import { externalAuditView, RESPONSE_FILE_OWNER } from "./external-audit-view";
import { responsePolicy } from "./upload-report";

/**
 * Submit Response, only on pending-response: records the response (text, attachments, who, when) in the
 * audit's response history, then the audit is completed. Nothing is sent to the certification body.
 */
export async function submitResponse(
  db: Db,
  actor: Actor,
  { id, notes, files }: { id: string; notes: string; files: UploadedFile[] },
) {
  await db.transaction(async (tx) => {
    const audit = await findExternalAudit(tx, actor, id, true);
    const result = externalAuditTransition(audit.status, "submit_response_to");
    if (!result.ok) throw AppError.of("conflict", result.message);
    const now = actorNow(actor);
    const [response] = await tx
      .insert(externalAuditResponses)
      .values({
        organisationId: actor.organisationId,
        siteId: audit.siteId,
        externalAuditId: id,
        notes,
        respondedBy: actor.userId,
        respondedByName: actor.name,
        respondedAt: now,
      })
      .returning();
    const stored = files.length
      ? await storeAttachments(
          tx,
          actor,
          { ownerType: RESPONSE_FILE_OWNER, ownerId: response!.id, siteId: audit.siteId },
          files,
          responsePolicy,
        )
      : [];
    await tx
      .update(externalAudits)
      .set({ status: result.to, responseNotes: notes, respondedAt: now, respondedBy: actor.userId, updatedAt: now })
      .where(eq(externalAudits.id, id));
    await recordEvent(tx, actor, {
      action: "external_audit.submit_response",
      entityType: "external_audit",
      entityId: id,
      siteId: audit.siteId,
      before: { status: audit.status },
      after: { status: result.to, notes, attachmentIds: stored.map((s) => s.id), responseId: response!.id },
    });
  });
  return externalAuditView(db, actor.organisationId, id);
}
