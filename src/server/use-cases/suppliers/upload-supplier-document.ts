import type { SupplierDocumentFields } from "../../../domain/schemas/suppliers";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { UploadedFile } from "../files/read-multipart";
import { assertOneDocumentFile, storeSupplierDocument } from "./store-supplier-document";
import { findSupplier, loadDocumentVersions, toDocumentView } from "./supplier-records";

/** A member uploads a version of a supplier's document; like every version, it waits for review. */
export async function uploadSupplierDocument(
  db: Db,
  actor: Actor,
  { supplierId, fields, files }: { supplierId: string; fields: SupplierDocumentFields; files: UploadedFile[] },
) {
  const found = await findSupplier(db, actor, supplierId);
  const file = assertOneDocumentFile(files);
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, found.id);
    const row = await storeSupplierDocument(tx, { ...actor, now: actorNow(actor) }, supplier.id, fields, file, null);
    const versions = await loadDocumentVersions(tx, actor.organisationId, [supplier.id]);
    return { document: toDocumentView(versions.find((v) => v.document.id === row.id)!) };
  });
}
