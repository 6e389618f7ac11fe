import { and, desc, eq } from "drizzle-orm";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierUploadLinks } from "../../db/schema";
import { findSupplier } from "./supplier-records";
import { toUploadLinkView } from "./upload-links";

/** A supplier's upload links, newest first (never their tokens). */
export async function listUploadLinks(db: Db, actor: Actor, { supplierId }: { supplierId: string }) {
  const supplier = await findSupplier(db, actor, supplierId);
  const rows = await db
    .select()
    .from(supplierUploadLinks)
    .where(
      and(
        eq(supplierUploadLinks.organisationId, actor.organisationId),
        eq(supplierUploadLinks.supplierId, supplier.id),
      ),
    )
    .orderBy(desc(supplierUploadLinks.createdAt));
  const now = actorNow(actor);
  return { links: rows.map((row) => toUploadLinkView(row, now)) };
}
