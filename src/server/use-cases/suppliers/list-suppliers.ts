import { and, asc, eq, type SQL } from "drizzle-orm";
import type { SupplierListItem, SupplierListQuery } from "../../../domain/schemas/suppliers";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { suppliers } from "../../db/schema";
import { findSite } from "../sites/site-access";
import {
  loadDocumentVersions,
  loadRequirements,
  loadSupplierSites,
  organisationTimeZones,
  supplierVisible,
  toListItem,
} from "./supplier-records";

/**
 * The approved-supplier list (`GET /api/suppliers`, decision 134): every supplier the actor may see with its
 * compliance computed on this read, filtered by site, category, status and compliance, by name.
 */
export async function listSuppliers(
  db: Db,
  actor: Actor,
  query: SupplierListQuery,
): Promise<{ suppliers: SupplierListItem[] }> {
  const site = query.site ? await findSite(db, actor, query.site) : undefined;
  const conditions: SQL[] = [eq(suppliers.organisationId, actor.organisationId)];
  if (query.status) conditions.push(eq(suppliers.status, query.status));
  if (query.category) conditions.push(eq(suppliers.category, query.category));
  const rows = await db
    .select()
    .from(suppliers)
    .where(and(...conditions))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  const ids = rows.map((r) => r.id);
  const siteRows = await loadSupplierSites(db, actor.organisationId, ids);
  const siteIdsOf = (supplierId: string) => siteRows.filter((s) => s.supplierId === supplierId).map((s) => s.id);
  const visible = rows.filter(
    (r) => supplierVisible(actor, siteIdsOf(r.id)) && (!site || siteIdsOf(r.id).includes(site.id)),
  );
  const inputs = {
    requirements: await loadRequirements(db, actor.organisationId),
    sites: siteRows,
    versions: await loadDocumentVersions(
      db,
      actor.organisationId,
      visible.map((r) => r.id),
    ),
    organisationZones: await organisationTimeZones(db, actor.organisationId),
    now: actorNow(actor),
  };
  const items = visible.map((row) => toListItem(row, inputs));
  return { suppliers: query.compliance ? items.filter((i) => i.compliance === query.compliance) : items };
}
