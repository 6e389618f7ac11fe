import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierRequirements } from "../../db/schema";
import { loadRequirements } from "./supplier-records";

/** The documents required per category and risk level; `builtIn` while the organisation stored none. */
export async function getSupplierRequirements(db: Db, actor: Actor) {
  const stored = await db
    .select({ category: supplierRequirements.category })
    .from(supplierRequirements)
    .where(eq(supplierRequirements.organisationId, actor.organisationId))
    .limit(1);
  return { requirements: await loadRequirements(db, actor.organisationId), builtIn: stored.length === 0 };
}
