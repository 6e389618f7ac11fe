import { eq } from "drizzle-orm";
import { closureErrors } from "../../../domain/audits";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { FindingCloseInput } from "../../../domain/schemas/audits";
import { uploadPolicies } from "../../../domain/files/file-types";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings } from "../../db/schema";
import { AppError, conflict, invalidMessages } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { findFinding } from "./audit-rows";
import { evidenceItemIn, FINDING_FILE_OWNER, findingViews } from "./finding-views";
import { siteTodayById } from "../sites/site-today";

/**
 * Closes a finding: each required evidence item needs a note or at least one file (files arrive as
 * multipart fields `item-<n>`). Files and the closure are written together or not at all.
 */
export async function closeFinding(
  db: Db,
  actor: Actor,
  { id, files, locale, ...input }: { id: string; files: UploadedFile[]; locale?: AppLocale } & FindingCloseInput,
) {
  const row = await db.transaction(async (tx) => {
    const before = await findFinding(tx, actor, id, true);
    if (before.status === "closed") throw conflict("This finding is already closed");
    const byItem = before.evidenceToClose.map((_, index) => files.filter((f) => f.field === `item-${index}`));
    const stray = files.filter(
      (f) => !/^item-\d+$/.test(f.field) || Number(f.field.slice(5)) >= before.evidenceToClose.length,
    );
    if (stray.length > 0)
      throw new AppError("validation", "Attach each file to one required evidence item", {
        files: "Attach each file to one required evidence item",
      });
    const planned = before.evidenceToClose.map((_, i) => ({
      note: input.items[i]?.note ?? "",
      attachmentIds: byItem[i]!.length ? ["pending"] : [],
    }));
    // Each item named as the reader sees it (the refusal is rendered in her language).
    const items = locale
      ? before.evidenceToClose.map((item) => evidenceItemIn(locale, before.clauseId, item))
      : before.evidenceToClose;
    const errors = closureErrors(items, planned);
    if (Object.keys(errors).length > 0)
      throw invalidMessages("Every required evidence item needs a note or a file", {}, errors);
    const closure = [];
    for (const [index, label] of before.evidenceToClose.entries()) {
      const stored = byItem[index]!.length
        ? await storeAttachments(
            tx,
            actor,
            { ownerType: FINDING_FILE_OWNER, ownerId: id, siteId: before.siteId },
            byItem[index]!,
            uploadPolicies.evidence,
          )
        : [];
      closure.push({ label, note: planned[index]!.note, attachmentIds: stored.map((s) => s.id) });
    }
    const now = actorNow(actor);
    const [after] = await tx
      .update(auditFindings)
      .set({ status: "closed", closure, closedAt: now, closedBy: actor.userId })
      .where(eq(auditFindings.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_finding.close",
      entityType: "audit_finding",
      entityId: id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: "closed", closure },
    });
    return after!;
  });
  const [view] = await findingViews(
    db,
    actor.organisationId,
    [row],
    await siteTodayById(db, actor.organisationId, row.siteId),
    locale,
  );
  return view!;
}
