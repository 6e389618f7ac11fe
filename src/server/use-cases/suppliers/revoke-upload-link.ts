import { and, eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierUploadLinks } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { findSupplier } from "./supplier-records";
import { toUploadLinkView } from "./upload-links";

/** Withdraws an upload link: from now on it answers 410. Revoking twice is a 409. */
export async function revokeUploadLink(
  db: Db,
  actor: Actor,
  { supplierId, linkId }: { supplierId: string; linkId: string },
) {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, supplierId);
    const [link] = await tx
      .select()
      .from(supplierUploadLinks)
      .where(
        and(
          eq(supplierUploadLinks.organisationId, actor.organisationId),
          eq(supplierUploadLinks.supplierId, supplier.id),
          eq(supplierUploadLinks.id, linkId),
        ),
      );
    if (!link) throw notFound("Upload link");
    if (link.revokedAt) throw conflict("This upload link was already withdrawn");
    const now = actorNow(actor);
    const [row] = await tx
      .update(supplierUploadLinks)
      .set({ revokedAt: now })
      .where(eq(supplierUploadLinks.id, link.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "supplier.upload_link_revoke",
      entityType: "supplier_upload_link",
      entityId: link.id,
      before: { expiresAt: link.expiresAt.toISOString() },
      after: { revokedAt: now.toISOString() },
    });
    return { link: toUploadLinkView(row!, now) };
  });
}
