import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  SupplierProductView,
  SupplierReceiptView,
  SupplierTradingPartnerView,
} from "../../../domain/schemas/suppliers";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites, supplierProducts, traceEvents, traceProducts, tradingPartners } from "../../db/schema";
import { siteScope } from "../sites/site-access";

/** How many of a supplier's latest receipts its page shows. */
export const SUPPLIER_RECEIPTS_SHOWN = 20;

/**
 * A supplier's side of the FSMA 204 records (decision 143), at the sites the caller may use: the products
 * of the master data it supplies, its trading partner record at each site, and the receiving events whose
 * immediate previous source is one of those partners' stored locations.
 */
export async function loadSupplierTraceData(db: Db, actor: Actor, supplierId: string) {
  const org = actor.organisationId;
  const products = await db
    .select({ product: traceProducts, siteSlug: sites.slug })
    .from(supplierProducts)
    .innerJoin(traceProducts, eq(traceProducts.id, supplierProducts.traceProductId))
    .innerJoin(sites, eq(sites.id, traceProducts.siteId))
    .where(
      and(
        eq(supplierProducts.organisationId, org),
        eq(supplierProducts.supplierId, supplierId),
        siteScope(actor, traceProducts.siteId),
      ),
    )
    .orderBy(asc(sites.createdAt), sql`${traceProducts.product}->>'productName'`);
  const partners = await db
    .select({ partner: tradingPartners, siteSlug: sites.slug })
    .from(tradingPartners)
    .innerJoin(sites, eq(sites.id, tradingPartners.siteId))
    .where(
      and(
        eq(tradingPartners.organisationId, org),
        eq(tradingPartners.supplierId, supplierId),
        siteScope(actor, tradingPartners.siteId),
      ),
    )
    .orderBy(asc(sites.createdAt), asc(sites.slug));
  const receipts = await loadReceipts(db, org, partners);
  return {
    products: products.map(
      ({ product: row, siteSlug }): SupplierProductView => ({
        id: row.id,
        siteId: siteSlug,
        productName: row.product.productName,
        commodity: row.product.commodity,
        packagingSize: row.product.packagingSize,
        packagingStyle: row.product.packagingStyle,
        onFoodTraceabilityList: row.product.onFoodTraceabilityList,
      }),
    ),
    tradingPartners: partners.map(
      ({ partner: row, siteSlug }): SupplierTradingPartnerView => ({
        id: row.id,
        siteId: siteSlug,
        name: row.partner.name,
        locationCount: row.partner.locationIds.length,
      }),
    ),
    receipts,
  };
}

async function loadReceipts(
  db: Db,
  organisationId: string,
  partners: { partner: typeof tradingPartners.$inferSelect; siteSlug: string }[],
): Promise<SupplierReceiptView[]> {
  const bySite = partners.filter(({ partner }) => partner.partner.locationIds.length > 0);
  if (bySite.length === 0) return [];
  // One receiving event per row; its previous source is a stored location of the partner at that site.
  const fromPartner = sql.join(
    bySite.map(
      ({ partner }) =>
        sql`(${traceEvents.siteId} = ${partner.siteId} and ${traceEvents.kdes}->'previousSource'->>'locationId' in (${sql.join(
          partner.partner.locationIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    ),
    sql` or `,
  );
  const rows = await db
    .select({
      id: traceEvents.id,
      siteId: traceEvents.siteId,
      eventDate: traceEvents.eventDate,
      tlc: traceEvents.tlc,
      quantity: traceEvents.quantity,
      unit: traceEvents.unit,
      productName: sql<string | null>`${traceProducts.product}->>'productName'`,
      describedName: sql<string | null>`${traceEvents.kdes}->'product'->>'productName'`,
    })
    .from(traceEvents)
    .leftJoin(traceProducts, eq(traceProducts.id, traceEvents.productId))
    .where(
      and(
        eq(traceEvents.organisationId, organisationId),
        eq(traceEvents.type, "receiving"),
        inArray(
          traceEvents.siteId,
          bySite.map(({ partner }) => partner.siteId),
        ),
        sql`(${fromPartner})`,
      ),
    )
    .orderBy(desc(traceEvents.eventDate), desc(traceEvents.capturedAt), desc(traceEvents.id))
    .limit(SUPPLIER_RECEIPTS_SHOWN);
  const slugOf = new Map(bySite.map(({ partner, siteSlug }) => [partner.siteId, siteSlug]));
  return rows.map((row) => ({
    id: row.id,
    siteId: slugOf.get(row.siteId)!,
    receiveDate: row.eventDate,
    tlc: row.tlc,
    productName: row.productName ?? row.describedName,
    quantity: row.quantity,
    unit: row.unit,
  }));
}
