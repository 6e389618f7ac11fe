import type { SupplierContact } from "../../../domain/schemas/suppliers";
import type { SupplierRow } from "./supplier-records";

/** A supplier's own fields as its audit events keep them (sites by slug). */
export const supplierAuditValues = (
  row: SupplierRow,
  details: { siteIds: string[]; contacts: SupplierContact[]; productIds: string[] },
) => ({
  name: row.name,
  category: row.category,
  riskLevel: row.riskLevel,
  siteIds: details.siteIds,
  contacts: details.contacts,
  productIds: details.productIds,
  ownerId: row.ownerId,
  notes: row.notes,
});
