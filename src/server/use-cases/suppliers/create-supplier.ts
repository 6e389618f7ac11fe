import type { SupplierCreateInput } from "../../../domain/schemas/suppliers";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { suppliers } from "../../db/schema";
import {
  assertOwnerIsMember,
  assertSupplierProducts,
  replaceSupplierDetails,
  resolveSupplierSites,
} from "./save-supplier-details";
import { supplierAuditValues } from "./supplier-audit-values";
import { supplierView } from "./supplier-records";

/** A new supplier, pending approval: approving it is a decision of its own (change-supplier-status). */
export async function createSupplier(db: Db, actor: Actor, input: SupplierCreateInput) {
  return db.transaction(async (tx) => {
    const siteRows = await resolveSupplierSites(tx, actor, input.siteIds);
    await assertOwnerIsMember(tx, actor, input.ownerId);
    await assertSupplierProducts(tx, actor, input.productIds);
    const now = actorNow(actor);
    const [row] = await tx
      .insert(suppliers)
      .values({
        organisationId: actor.organisationId,
        name: input.name,
        category: input.category,
        riskLevel: input.riskLevel,
        status: "pending",
        ownerId: input.ownerId,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceSupplierDetails(tx, actor.organisationId, row!.id, {
      siteIds: siteRows.map((s) => s.id),
      contacts: input.contacts,
      productIds: input.productIds,
    });
    await recordEvent(tx, actor, {
      action: "supplier.create",
      entityType: "supplier",
      entityId: row!.id,
      after: supplierAuditValues(row!, {
        siteIds: siteRows.map((s) => s.slug),
        contacts: input.contacts,
        productIds: input.productIds,
      }),
    });
    return { supplier: await supplierView(tx, actor, row!, now) };
  });
}
