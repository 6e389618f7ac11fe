import { and, eq, inArray } from "drizzle-orm";
import type { SupplierContact } from "../../../domain/schemas/suppliers";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, sites, supplierContacts, supplierProducts, supplierSites, traceProducts } from "../../db/schema";
import { AppError, invalidField } from "../../errors";
import { message } from "../../../domain/i18n/message";
import { siteAllowed } from "../sites/site-access";

/** The organisation's sites of these slugs (400 on `siteIds` for an unknown one, 403 outside a restriction). */
export async function resolveSupplierSites(db: Db, actor: Actor, slugs: string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(and(eq(sites.organisationId, actor.organisationId), inArray(sites.slug, slugs)));
  const unknown = slugs.filter((slug) => !rows.some((r) => r.slug === slug));
  if (unknown.length > 0)
    throw invalidField("siteIds", message("Not a site of this organisation: {{sites}}", { sites: unknown.join(", ") }));
  if (rows.some((r) => !siteAllowed(actor, r.id)))
    throw new AppError("forbidden", "Your account is restricted to another site");
  return rows;
}

/** Refuses (400 on `ownerId`) an owner who is not a member of the organisation. */
export async function assertOwnerIsMember(db: Db, actor: Actor, ownerId: string | null) {
  if (!ownerId) return;
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organisationId, actor.organisationId), eq(memberships.userId, ownerId)));
  if (!member) throw invalidField("ownerId", message("Not a member of this organisation"));
}

/**
 * Refuses (400 on `productIds.N`) an id that is not a product of the organisation's FSMA 204 master data at
 * a site the caller may use (decision 143).
 */
export async function assertSupplierProducts(db: Db, actor: Actor, productIds: string[]) {
  if (productIds.length === 0) return;
  const rows = await db
    .select({ id: traceProducts.id, siteId: traceProducts.siteId })
    .from(traceProducts)
    .where(and(eq(traceProducts.organisationId, actor.organisationId), inArray(traceProducts.id, productIds)));
  const index = productIds.findIndex((id) => !rows.some((r) => r.id === id && siteAllowed(actor, r.siteId)));
  if (index >= 0)
    throw invalidField(`productIds.${index}`, message("Not a product of this organisation's traceability master data"));
}

/** Replaces a supplier's sites, contacts or products (whichever is given) inside the caller's transaction. */
export async function replaceSupplierDetails(
  tx: Db,
  organisationId: string,
  supplierId: string,
  details: { siteIds?: string[]; contacts?: SupplierContact[]; productIds?: string[] },
) {
  if (details.siteIds) {
    await tx.delete(supplierSites).where(eq(supplierSites.supplierId, supplierId));
    if (details.siteIds.length > 0)
      await tx.insert(supplierSites).values(details.siteIds.map((siteId) => ({ organisationId, supplierId, siteId })));
  }
  if (details.contacts) {
    await tx.delete(supplierContacts).where(eq(supplierContacts.supplierId, supplierId));
    if (details.contacts.length > 0)
      await tx.insert(supplierContacts).values(
        details.contacts.map((c, position) => ({
          organisationId,
          supplierId,
          position,
          name: c.name,
          email: c.email ?? null,
          phone: c.phone ?? null,
          role: c.role ?? null,
        })),
      );
  }
  if (details.productIds) {
    await tx.delete(supplierProducts).where(eq(supplierProducts.supplierId, supplierId));
    if (details.productIds.length > 0)
      await tx
        .insert(supplierProducts)
        .values(details.productIds.map((traceProductId) => ({ organisationId, supplierId, traceProductId })));
  }
}
