import { createHash } from "node:crypto";
import { and, eq, max } from "drizzle-orm";
import { uploadPolicies } from "../../../domain/files/file-types";
import type { SupplierDocumentFields } from "../../../domain/schemas/suppliers";
import { recordEvent, type AuditActor } from "../audit/record-event";
import { actorNow } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierDocuments } from "../../db/schema";
import { AppError } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { assertFilesAllowed, storeAttachments } from "../files/store-attachments";

/** Refuses (400 on `file`) anything but exactly one file of an accepted type. Call before any write. */
export function assertOneDocumentFile(files: UploadedFile[]): UploadedFile {
  if (files.length !== 1)
    throw new AppError("validation", "Attach one file per document", { file: "Attach one file per document" });
  assertFilesAllowed(files, uploadPolicies.supplierDocument, "file");
  return files[0]!;
}

/**
 * Stores one new version of a supplier's document inside the caller's transaction: its file as an
 * attachment (sniffed, bytea), the version "to review", and its audit event.
 */
export async function storeSupplierDocument(
  tx: Db,
  actor: AuditActor,
  supplierId: string,
  fields: SupplierDocumentFields,
  file: UploadedFile,
  uploadLinkId: string | null,
) {
  const [latest] = await tx
    .select({ version: max(supplierDocuments.version) })
    .from(supplierDocuments)
    .where(and(eq(supplierDocuments.supplierId, supplierId), eq(supplierDocuments.type, fields.type)));
  const version = (latest?.version ?? 0) + 1;
  const [stored] = await storeAttachments(
    tx,
    actor,
    { ownerType: "supplier_document", ownerId: supplierId, siteId: null },
    [file],
    uploadPolicies.supplierDocument,
  );
  const [row] = await tx
    .insert(supplierDocuments)
    .values({
      organisationId: actor.organisationId,
      supplierId,
      type: fields.type,
      version,
      state: "to_review",
      issuedOn: fields.issuedOn ?? null,
      expiresOn: fields.expiresOn ?? null,
      score: fields.score ?? null,
      notes: fields.notes ?? "",
      attachmentId: stored!.id,
      uploadedBy: actor.userId,
      uploadedByName: actor.name,
      uploadLinkId,
      createdAt: actorNow(actor),
    })
    .returning();
  await recordEvent(tx, actor, {
    action: "supplier_document.upload",
    entityType: "supplier_document",
    entityId: row!.id,
    after: {
      supplierId,
      type: row!.type,
      version,
      issuedOn: row!.issuedOn,
      expiresOn: row!.expiresOn,
      score: row!.score,
      fileId: stored!.id,
      filename: stored!.filename,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      uploadLinkId,
    },
  });
  return row!;
}
