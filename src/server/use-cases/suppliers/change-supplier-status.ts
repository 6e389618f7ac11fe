import { and, eq } from "drizzle-orm";
import type { SupplierStatusChangeInput } from "../../../domain/schemas/suppliers";
import { supplierStatusChange } from "../../../domain/suppliers/suppliers";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { suppliers } from "../../db/schema";
import { AppError } from "../../errors";
import { findSupplier, supplierView } from "./supplier-records";

/**
 * An approval decision (approve, approve on conditions, suspend, delist, evaluate again) with its reason
 * and who took it; an illegal move is a 409. Nothing else changes a supplier's status (decision 134).
 */
export async function changeSupplierStatus(
  db: Db,
  actor: Actor,
  { supplierId, status, reason }: { supplierId: string } & SupplierStatusChangeInput,
) {
  return db.transaction(async (tx) => {
    const current = await findSupplier(tx, actor, supplierId);
    const change = supplierStatusChange(current.status, status);
    if (!change.ok) throw AppError.of("conflict", change.reason);
    const now = actorNow(actor);
    const [row] = await tx
      .update(suppliers)
      .set({
        status: change.to,
        statusReason: reason,
        statusChangedBy: actor.userId,
        statusChangedByName: actor.name,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(and(eq(suppliers.id, current.id), eq(suppliers.status, current.status)))
      .returning();
    if (!row) throw new AppError("conflict", "This supplier was changed meanwhile; reload and try again");
    await recordEvent(tx, actor, {
      action: "supplier.status_change",
      entityType: "supplier",
      entityId: current.id,
      before: { status: current.status },
      after: { status: change.to, reason },
    });
    return { supplier: await supplierView(tx, actor, row, now) };
  });
}
