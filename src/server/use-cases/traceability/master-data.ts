import { and, asc, eq } from "drizzle-orm";
import type { TraceLocationInput } from "../../../domain/schemas/traceability";
import type { Product, TradingPartner } from "../../../domain/traceability/master-data";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { suppliers, traceLocations, traceProducts, tradingPartners } from "../../db/schema";
import { invalidInput, notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { enqueueFdaSheetPieces } from "./fda-sheet-pieces";

/*
 * The site's traceability master data (decision 133): products, locations (with a farm's growing areas)
 * and trading partners. Listed, created and replaced whole; never deleted, as events name them by id.
 */

type ProductRow = typeof traceProducts.$inferSelect;
type LocationRow = typeof traceLocations.$inferSelect;
type PartnerRow = typeof tradingPartners.$inferSelect;

const productView = (row: ProductRow) => ({ id: row.id, ...row.product, updatedAt: row.updatedAt.toISOString() });
const locationView = (row: LocationRow) => ({
  id: row.id,
  location: row.location,
  growingAreas: row.growingAreas,
  updatedAt: row.updatedAt.toISOString(),
});
/**
 * `supplierId` and `supplierName`: the approved-supplier programme's record of this business, if tied to
 * one (decision 143), so the master data shows which supplier a partner record is.
 */
const partnerView = (row: PartnerRow, supplierName: string | null) => ({
  id: row.id,
  ...row.partner,
  supplierId: row.supplierId,
  supplierName,
  updatedAt: row.updatedAt.toISOString(),
});

async function supplierNameOf(db: Db, row: PartnerRow) {
  if (!row.supplierId) return null;
  const [supplier] = await db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, row.supplierId));
  return supplier?.name ?? null;
}

export async function listTraceProducts(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(traceProducts)
    .where(eq(traceProducts.siteId, site.id))
    .orderBy(asc(traceProducts.createdAt));
  return { items: rows.map(productView) };
}

export async function createTraceProduct(
  db: Db,
  actor: Actor,
  { siteSlug, product }: { siteSlug: string; product: Product },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const [row] = await tx
      .insert(traceProducts)
      .values({ organisationId: actor.organisationId, siteId: site.id, product, createdBy: actor.userId })
      .returning();
    await recordEvent(tx, actor, {
      action: "trace_product.create",
      entityType: "trace_product",
      entityId: row!.id,
      siteId: site.id,
      after: product,
    });
    return productView(row!);
  });
}

export async function updateTraceProduct(
  db: Db,
  actor: Actor,
  { siteSlug, productId, product }: { siteSlug: string; productId: string; product: Product },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const where = and(eq(traceProducts.id, productId), eq(traceProducts.siteId, site.id));
    const [before] = await tx.select().from(traceProducts).where(where).for("update");
    if (!before) throw notFound("Product");
    const [row] = await tx
      .update(traceProducts)
      .set({ product, updatedAt: actorNow(actor) })
      .where(where)
      .returning();
    await enqueueFdaSheetPieces(tx, site.id);
    await recordEvent(tx, actor, {
      action: "trace_product.update",
      entityType: "trace_product",
      entityId: productId,
      siteId: site.id,
      before: before.product,
      after: product,
    });
    return productView(row!);
  });
}

export async function listTraceLocations(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(traceLocations)
    .where(eq(traceLocations.siteId, site.id))
    .orderBy(asc(traceLocations.createdAt));
  return { items: rows.map(locationView) };
}

/** Growing areas belong to farms (1.1325(a)(1)(v)): another kind of location has none. */
function assertGrowingAreas(input: TraceLocationInput) {
  if (input.growingAreas.length > 0 && input.location.kind !== "farm")
    throw invalidInput({ growingAreas: "Only a farm has fields or growing areas" });
}

export async function createTraceLocation(
  db: Db,
  actor: Actor,
  { siteSlug, input }: { siteSlug: string; input: TraceLocationInput },
) {
  assertGrowingAreas(input);
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const [row] = await tx
      .insert(traceLocations)
      .values({ organisationId: actor.organisationId, siteId: site.id, ...input, createdBy: actor.userId })
      .returning();
    await recordEvent(tx, actor, {
      action: "trace_location.create",
      entityType: "trace_location",
      entityId: row!.id,
      siteId: site.id,
      after: input,
    });
    return locationView(row!);
  });
}

export async function updateTraceLocation(
  db: Db,
  actor: Actor,
  { siteSlug, locationId, input }: { siteSlug: string; locationId: string; input: TraceLocationInput },
) {
  assertGrowingAreas(input);
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const where = and(eq(traceLocations.id, locationId), eq(traceLocations.siteId, site.id));
    const [before] = await tx.select().from(traceLocations).where(where).for("update");
    if (!before) throw notFound("Location");
    const [row] = await tx
      .update(traceLocations)
      .set({ ...input, updatedAt: actorNow(actor) })
      .where(where)
      .returning();
    await enqueueFdaSheetPieces(tx, site.id);
    await recordEvent(tx, actor, {
      action: "trace_location.update",
      entityType: "trace_location",
      entityId: locationId,
      siteId: site.id,
      before: { location: before.location, growingAreas: before.growingAreas },
      after: input,
    });
    return locationView(row!);
  });
}

export async function listTradingPartners(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select({ partner: tradingPartners, supplierName: suppliers.name })
    .from(tradingPartners)
    .leftJoin(suppliers, eq(suppliers.id, tradingPartners.supplierId))
    .where(eq(tradingPartners.siteId, site.id))
    .orderBy(asc(tradingPartners.createdAt));
  return { items: rows.map((row) => partnerView(row.partner, row.supplierName)) };
}

/** A partner's locations are stored locations of the same site. */
async function assertPartnerLocations(db: Db, siteId: string, partner: TradingPartner) {
  if (!partner.locationIds.length) return;
  const rows = await db.select({ id: traceLocations.id }).from(traceLocations).where(eq(traceLocations.siteId, siteId));
  const known = new Set(rows.map((row) => row.id));
  const unknown = partner.locationIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidInput({ [`locationIds.${unknown}`]: "No location of this site has this id" });
}

export async function createTradingPartner(
  db: Db,
  actor: Actor,
  { siteSlug, partner }: { siteSlug: string; partner: TradingPartner },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    await assertPartnerLocations(tx, site.id, partner);
    const [row] = await tx
      .insert(tradingPartners)
      .values({ organisationId: actor.organisationId, siteId: site.id, partner, createdBy: actor.userId })
      .returning();
    await recordEvent(tx, actor, {
      action: "trading_partner.create",
      entityType: "trading_partner",
      entityId: row!.id,
      siteId: site.id,
      after: partner,
    });
    return partnerView(row!, await supplierNameOf(tx, row!));
  });
}

export async function updateTradingPartner(
  db: Db,
  actor: Actor,
  { siteSlug, partnerId, partner }: { siteSlug: string; partnerId: string; partner: TradingPartner },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const where = and(eq(tradingPartners.id, partnerId), eq(tradingPartners.siteId, site.id));
    const [before] = await tx.select().from(tradingPartners).where(where).for("update");
    if (!before) throw notFound("Trading partner");
    await assertPartnerLocations(tx, site.id, partner);
    const [row] = await tx
      .update(tradingPartners)
      .set({ partner, updatedAt: actorNow(actor) })
      .where(where)
      .returning();
    await recordEvent(tx, actor, {
      action: "trading_partner.update",
      entityType: "trading_partner",
      entityId: partnerId,
      siteId: site.id,
      before: before.partner,
      after: partner,
    });
    return partnerView(row!, await supplierNameOf(tx, row!));
  });
}
