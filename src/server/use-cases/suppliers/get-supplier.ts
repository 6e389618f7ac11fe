import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSupplier, supplierView } from "./supplier-records";

/** One supplier with its contacts, products, last decision and every document version. */
export async function getSupplier(db: Db, actor: Actor, { supplierId }: { supplierId: string }) {
  const supplier = await findSupplier(db, actor, supplierId);
  return { supplier: await supplierView(db, actor, supplier, actorNow(actor)) };
}
