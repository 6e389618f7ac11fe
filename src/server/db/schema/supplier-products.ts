import { pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./core";
import { suppliers } from "./suppliers";
import { traceProducts } from "./traceability";

/**
 * What a supplier supplies: products of the FSMA 204 product master data (decision 143), the same rows
 * its trading partner's events name, never a second list of names.
 */
export const supplierProducts = pgTable(
  "supplier_products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    traceProductId: uuid("trace_product_id")
      .notNull()
      .references(() => traceProducts.id),
  },
  (t) => [uniqueIndex("supplier_products_supplier_product").on(t.supplierId, t.traceProductId)],
);
