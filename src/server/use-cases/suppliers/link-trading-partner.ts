import { and, eq } from "drizzle-orm";
import type { SupplierTradingPartnerLinkInput } from "../../../domain/schemas/suppliers";
import type { TradingPartner } from "../../../domain/traceability/master-data";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites, tradingPartners } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { assertSiteAllowed, findSite } from "../sites/site-access";
import { findSupplier, supplierView } from "./supplier-records";

/**
 * Ties a supplier to its FSMA 204 trading partner record at one site (decision 143): an existing partner
 * of that site (given the supplier role if it lacked it), or a new one under the supplier's name. One
 * business, one record per site: a supplier has at most one partner per site, a partner one supplier.
 */
export async function linkSupplierTradingPartner(
  db: Db,
  actor: Actor,
  { supplierId, siteId: siteSlug, partnerId }: { supplierId: string } & SupplierTradingPartnerLinkInput,
) {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, supplierId);
    const site = await findSite(tx, actor, siteSlug);
    const now = actorNow(actor);
    const [linked] = await tx
      .select({ id: tradingPartners.id })
      .from(tradingPartners)
      .where(and(eq(tradingPartners.siteId, site.id), eq(tradingPartners.supplierId, supplier.id)));
    if (linked) throw conflict("This supplier already has a trading partner record at this site");
    let partnerRowId: string;
    if (partnerId) {
      const where = and(eq(tradingPartners.id, partnerId), eq(tradingPartners.siteId, site.id));
      const [partner] = await tx.select().from(tradingPartners).where(where).for("update");
      if (!partner) throw notFound("Trading partner");
      if (partner.supplierId) throw conflict("This trading partner is already another supplier's record");
      const roles = partner.partner.roles.includes("supplier")
        ? partner.partner.roles
        : [...partner.partner.roles, "supplier" as const];
      const after: TradingPartner = { ...partner.partner, roles };
      await tx.update(tradingPartners).set({ supplierId: supplier.id, partner: after, updatedAt: now }).where(where);
      if (roles !== partner.partner.roles)
        await recordEvent(tx, actor, {
          action: "trading_partner.update",
          entityType: "trading_partner",
          entityId: partner.id,
          siteId: site.id,
          before: partner.partner,
          after,
        });
      partnerRowId = partner.id;
    } else {
      const partner: TradingPartner = { name: supplier.name, roles: ["supplier"], locationIds: [] };
      const [row] = await tx
        .insert(tradingPartners)
        .values({
          organisationId: actor.organisationId,
          siteId: site.id,
          partner,
          supplierId: supplier.id,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordEvent(tx, actor, {
        action: "trading_partner.create",
        entityType: "trading_partner",
        entityId: row!.id,
        siteId: site.id,
        after: partner,
      });
      partnerRowId = row!.id;
    }
    await recordEvent(tx, actor, {
      action: "supplier.trading_partner_link",
      entityType: "supplier",
      entityId: supplier.id,
      siteId: site.id,
      before: null,
      after: { partnerId: partnerRowId, siteId: site.slug, created: !partnerId },
    });
    return { supplier: await supplierView(tx, actor, supplier, now) };
  });
}

/** Unties the supplier from its trading partner record at a site; the partner stays in the master data. */
export async function unlinkSupplierTradingPartner(
  db: Db,
  actor: Actor,
  { supplierId, partnerId }: { supplierId: string; partnerId: string },
) {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, supplierId);
    const where = and(
      eq(tradingPartners.organisationId, actor.organisationId),
      eq(tradingPartners.id, partnerId),
      eq(tradingPartners.supplierId, supplier.id),
    );
    const [partner] = await tx.select().from(tradingPartners).where(where).for("update");
    if (!partner) throw notFound("Trading partner");
    assertSiteAllowed(actor, partner.siteId);
    const [site] = await tx.select({ slug: sites.slug }).from(sites).where(eq(sites.id, partner.siteId));
    const now = actorNow(actor);
    await tx.update(tradingPartners).set({ supplierId: null, updatedAt: now }).where(where);
    await recordEvent(tx, actor, {
      action: "supplier.trading_partner_link",
      entityType: "supplier",
      entityId: supplier.id,
      siteId: partner.siteId,
      before: { partnerId: partner.id, siteId: site!.slug },
      after: null,
    });
    return { supplier: await supplierView(tx, actor, supplier, now) };
  });
}
