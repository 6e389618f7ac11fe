import { storedFileName } from "../../../domain/files/stored-file-name";
import { createHash } from "node:crypto";
import { checkUpload, MAX_UPLOAD_FILES, type UploadPolicy } from "../../../domain/files/file-types";
import { recordEvent, type AuditActor } from "../audit/record-event";
import { actorNow } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments } from "../../db/schema";
import { invalidReasons } from "../../errors";
import { tooManyFiles } from "./read-multipart";
import type { UploadedFile } from "./read-multipart";

export interface AttachmentOwner {
  ownerType: string;
  ownerId: string;
  siteId: string | null;
}

export interface AttachmentView {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  uploadedByName: string;
  createdAt: string;
}

type AttachmentRow = Pick<
  typeof attachments.$inferSelect,
  "id" | "filename" | "contentType" | "size" | "uploadedByName" | "createdAt"
>;

export const toAttachmentView = (row: AttachmentRow): AttachmentView => ({
  id: row.id,
  filename: row.filename,
  contentType: row.contentType,
  size: row.size,
  uploadedByName: row.uploadedByName,
  createdAt: row.createdAt.toISOString(),
});

/** Refuses (400, naming the field) any file whose bytes are not an allowed type. Call before writing. */
export function assertFilesAllowed(files: UploadedFile[], policy: UploadPolicy, field = "files") {
  if (files.length > MAX_UPLOAD_FILES) {
    throw tooManyFiles(field);
  }
  const problems = files.map((f) => checkUpload(f.bytes, f.filename, policy)).flatMap((c) => (c.ok ? [] : [c.reason]));
  if (problems.length > 0) throw invalidReasons({ [field]: problems });
}

/**
 * Stores files for one owner inside the caller's transaction (so the owner and its files are written
 * together or not at all), each with its sniffed content type, size, sha256 and an audit event.
 */
export async function storeAttachments(
  tx: Db,
  actor: AuditActor,
  owner: AttachmentOwner,
  files: UploadedFile[],
  policy: UploadPolicy,
): Promise<AttachmentView[]> {
  assertFilesAllowed(files, policy);
  const stored: AttachmentView[] = [];
  for (const file of files) {
    const check = checkUpload(file.bytes, file.filename, policy);
    if (!check.ok) throw invalidReasons({ files: [check.reason] });
    const [row] = await tx
      .insert(attachments)
      .values({
        organisationId: actor.organisationId,
        siteId: owner.siteId,
        ownerType: owner.ownerType,
        ownerId: owner.ownerId,
        filename: storedFileName(file.filename),
        contentType: check.contentType,
        size: file.bytes.length,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        data: file.bytes,
        uploadedBy: actor.userId,
        uploadedByName: actor.name,
        createdAt: actorNow(actor),
      })
      .returning();
    const view = toAttachmentView(row!);
    await recordEvent(tx, actor, {
      action: "attachment.upload",
      entityType: "attachment",
      entityId: view.id,
      siteId: owner.siteId,
      after: { ...view, ownerType: owner.ownerType, ownerId: owner.ownerId, sha256: row!.sha256 },
    });
    stored.push(view);
  }
  return stored;
}
