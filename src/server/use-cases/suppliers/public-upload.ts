import { message } from "../../../domain/i18n/message";
import type { SupplierUploadFields } from "../../../domain/schemas/suppliers";
import type { Db } from "../../db/client";
import { invalidField } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { assertOneDocumentFile, storeSupplierDocument } from "./store-supplier-document";
import { resolveUploadLink, takeUploadAllowance } from "./upload-links";

/** What the upload page shows before anything is sent: whose link it is and what is asked for. */
export async function getUploadLinkInfo(db: Db, { token }: { token: string }, now = new Date()) {
  const { link, supplier, organisationName } = await resolveUploadLink(db, token, now);
  return {
    organisation: organisationName,
    supplier: supplier.name,
    documentTypes: link.documentTypes,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * A supplier's contact uploads one document through the link, without an account: rate-limited per link,
 * the type must be one the link asks for, the file is sniffed like any attachment, and the version lands
 * "to review". Its audit events name the uploader and the link.
 */
export async function uploadThroughLink(
  db: Db,
  { token, fields, files }: { token: string; fields: SupplierUploadFields; files: UploadedFile[] },
  now = new Date(),
) {
  const { link, supplier } = await resolveUploadLink(db, token, now);
  if (link.documentTypes.length > 0 && !link.documentTypes.includes(fields.type))
    throw invalidField(
      "type",
      message("This link asks for other documents: {{types}}", { types: link.documentTypes.join(", ") }),
    );
  const file = assertOneDocumentFile(files);
  await takeUploadAllowance(db, link, now);
  const actor = {
    userId: null,
    organisationId: link.organisationId,
    name: `${fields.uploaderName} (${supplier.name}, upload link)`,
    now,
  };
  const { uploaderName: _, ...documentFields } = fields;
  const row = await db.transaction((tx) =>
    storeSupplierDocument(tx, actor, supplier.id, documentFields, file, link.id),
  );
  return { document: { id: row.id, type: row.type, version: row.version, state: row.state } };
}
