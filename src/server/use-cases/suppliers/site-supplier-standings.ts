import { and, asc, eq, inArray } from "drizzle-orm";
import type { SupplierListItem } from "../../../domain/schemas/suppliers";
import { approvedStatuses } from "../../../domain/suppliers/suppliers";
import type { Db } from "../../db/client";
import { suppliers } from "../../db/schema";
import {
  loadDocumentVersions,
  loadRequirements,
  loadSupplierSites,
  organisationTimeZones,
  toListItem,
} from "./supplier-records";

/**
 * The approved (and conditionally approved) suppliers of one site — the ones that name it and the ones
 * that name no site (decision 134) — with their compliance at `now`: what the site's overview and its
 * evidence read. Read-only; `siteId` is sites.id. Not filtered by a reader's site restriction: the caller
 * has already checked access to the site.
 */
export async function siteApprovedSuppliers(
  db: Db,
  organisationId: string,
  siteId: string,
  now: Date,
): Promise<SupplierListItem[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, organisationId), inArray(suppliers.status, [...approvedStatuses])))
    .orderBy(asc(suppliers.name), asc(suppliers.id));
  if (rows.length === 0) return [];
  const siteRows = await loadSupplierSites(
    db,
    organisationId,
    rows.map((r) => r.id),
  );
  const mine = rows.filter((r) => {
    const named = siteRows.filter((s) => s.supplierId === r.id);
    return named.length === 0 || named.some((s) => s.id === siteId);
  });
  const [requirements, versions, organisationZones] = await Promise.all([
    loadRequirements(db, organisationId),
    loadDocumentVersions(
      db,
      organisationId,
      mine.map((r) => r.id),
    ),
    organisationTimeZones(db, organisationId),
  ]);
  return mine.map((row) => toListItem(row, { requirements, sites: siteRows, versions, organisationZones, now }));
}
