import { and, eq } from "drizzle-orm";
import type { SupplierUpdateInput } from "../../../domain/schemas/suppliers";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { suppliers, tradingPartners } from "../../db/schema";
import {
  assertOwnerIsMember,
  assertSupplierProducts,
  replaceSupplierDetails,
  resolveSupplierSites,
} from "./save-supplier-details";
import { supplierAuditValues } from "./supplier-audit-values";
import { findSupplier, supplierView } from "./supplier-records";

/** Changes a supplier's details (not its approval status, which only a decision changes). */
export async function updateSupplier(
  db: Db,
  actor: Actor,
  { supplierId, ...input }: { supplierId: string } & SupplierUpdateInput,
) {
  return db.transaction(async (tx) => {
    const now = actorNow(actor);
    const current = await findSupplier(tx, actor, supplierId);
    const before = await supplierView(tx, actor, current, now);
    const siteRows = input.siteIds ? await resolveSupplierSites(tx, actor, input.siteIds) : undefined;
    if (input.ownerId !== undefined) await assertOwnerIsMember(tx, actor, input.ownerId);
    if (input.productIds) await assertSupplierProducts(tx, actor, input.productIds);
    const [row] = await tx
      .update(suppliers)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.riskLevel !== undefined ? { riskLevel: input.riskLevel } : {}),
        ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        updatedAt: now,
      })
      .where(eq(suppliers.id, current.id))
      .returning();
    await replaceSupplierDetails(tx, actor.organisationId, current.id, {
      siteIds: siteRows?.map((s) => s.id),
      contacts: input.contacts,
      productIds: input.productIds,
    });
    if (input.name !== undefined && input.name !== current.name)
      await renameTiedPartners(tx, actor, current.id, current.name, input.name, now);
    const after = await supplierView(tx, actor, row!, now);
    await recordEvent(tx, actor, {
      action: "supplier.update",
      entityType: "supplier",
      entityId: current.id,
      before: supplierAuditValues(current, { ...before, productIds: before.products.map((p) => p.id) }),
      after: supplierAuditValues(row!, { ...after, productIds: after.products.map((p) => p.id) }),
    });
    return { supplier: after };
  });
}

/**
 * A supplier's trading partner records are the same business (decision 143): a record still under the
 * supplier's old name follows the rename; one named otherwise (a trading name of its own) keeps its name.
 */
async function renameTiedPartners(tx: Db, actor: Actor, supplierId: string, from: string, to: string, now: Date) {
  const tied = await tx
    .select()
    .from(tradingPartners)
    .where(and(eq(tradingPartners.organisationId, actor.organisationId), eq(tradingPartners.supplierId, supplierId)))
    .for("update");
  for (const partner of tied.filter((p) => p.partner.name === from)) {
    const after = { ...partner.partner, name: to };
    await tx.update(tradingPartners).set({ partner: after, updatedAt: now }).where(eq(tradingPartners.id, partner.id));
    await recordEvent(tx, actor, {
      action: "trading_partner.update",
      entityType: "trading_partner",
      entityId: partner.id,
      siteId: partner.siteId,
      before: partner.partner,
      after,
    });
  }
}
