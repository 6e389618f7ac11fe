import { and, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { organisations, supplierDocuments, suppliers } from "../../src/server/db/schema";
import { DEMO_ORGANISATION } from "../../src/server/demo/demo-organisation";

export interface SupplierIds {
  /** The demo's pending grower with a document waiting for review. */
  pending: string;
  documentToReview: string;
}

export async function loadSupplierIds(db: Db): Promise<SupplierIds> {
  const [org] = await db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, org!.id), eq(suppliers.name, "Gila River Produce")));
  const [document] = await db
    .select({ id: supplierDocuments.id })
    .from(supplierDocuments)
    .where(and(eq(supplierDocuments.supplierId, supplier!.id), eq(supplierDocuments.state, "to_review")));
  return { pending: supplier!.id, documentToReview: document!.id };
}
