import { eq } from "drizzle-orm";
import type { SupplierRequirementsInput } from "../../../domain/schemas/suppliers";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierRequirements } from "../../db/schema";
import { AppError } from "../../errors";
import { loadRequirements } from "./supplier-records";

/**
 * Replaces the organisation's document requirements as a whole. An empty list is refused: with none stored
 * the built-in requirements apply, so "no requirement at all" cannot be stored by accident.
 */
export async function updateSupplierRequirements(db: Db, actor: Actor, { requirements }: SupplierRequirementsInput) {
  if (requirements.length === 0)
    throw new AppError("validation", "Require at least one document", {
      requirements: "Require at least one document",
    });
  return db.transaction(async (tx) => {
    const before = await loadRequirements(tx, actor.organisationId);
    await tx.delete(supplierRequirements).where(eq(supplierRequirements.organisationId, actor.organisationId));
    await tx
      .insert(supplierRequirements)
      .values(requirements.map((r) => ({ organisationId: actor.organisationId, ...r })));
    const after = await loadRequirements(tx, actor.organisationId);
    await recordEvent(tx, actor, {
      action: "supplier.requirements_update",
      entityType: "supplier_requirements",
      entityId: actor.organisationId,
      before,
      after,
    });
    return { requirements: after, builtIn: false };
  });
}
