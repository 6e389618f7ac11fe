import { and, eq } from "drizzle-orm";
import { message } from "../../../domain/i18n/message";
import type { SupplierDocumentReviewInput } from "../../../domain/schemas/suppliers";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierDocuments } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findSupplier, loadDocumentVersions, toDocumentView } from "./supplier-records";

/**
 * A QA manager accepts or rejects (with a reason) a version waiting for review; a reviewed version is
 * final (409): a correction is a new version. Accepting it is what lets it count toward compliance.
 */
export async function reviewSupplierDocument(
  db: Db,
  actor: Actor,
  {
    supplierId,
    documentId,
    decision,
    reason,
  }: { supplierId: string; documentId: string } & SupplierDocumentReviewInput,
) {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, supplierId);
    const [current] = await tx
      .select()
      .from(supplierDocuments)
      .where(
        and(
          eq(supplierDocuments.organisationId, actor.organisationId),
          eq(supplierDocuments.supplierId, supplier.id),
          eq(supplierDocuments.id, documentId),
        ),
      );
    if (!current) throw notFound("Supplier document");
    if (current.state !== "to_review")
      throw AppError.of(
        "conflict",
        message("This document was already reviewed ({{state}}); upload a new version instead", {
          state: current.state,
        }),
      );
    const state = decision === "accept" ? "accepted" : "rejected";
    await tx
      .update(supplierDocuments)
      .set({
        state,
        reviewedBy: actor.userId,
        reviewedByName: actor.name,
        reviewedAt: actorNow(actor),
        reviewReason: reason || null,
      })
      .where(eq(supplierDocuments.id, current.id));
    await recordEvent(tx, actor, {
      action: "supplier_document.review",
      entityType: "supplier_document",
      entityId: current.id,
      before: { state: "to_review" },
      after: { state, reason },
    });
    const versions = await loadDocumentVersions(tx, actor.organisationId, [supplier.id]);
    return { document: toDocumentView(versions.find((v) => v.document.id === current.id)!) };
  });
}
