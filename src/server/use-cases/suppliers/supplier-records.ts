import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type {
  SupplierDocumentView,
  SupplierListItem,
  SupplierStatusDecision,
  SupplierView,
} from "../../../domain/schemas/suppliers";
import type { AuditEvents } from "../../../domain/audit-events";
import { computeCompliance, supplierToday, type DocumentVersion } from "../../../domain/suppliers/compliance";
import { defaultRequirements, type SupplierRequirement } from "../../../domain/suppliers/requirements";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import {
  attachments,
  auditEvents,
  sites,
  supplierContacts,
  supplierDocuments,
  supplierRequirements,
  supplierSites,
  suppliers,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { siteAllowed } from "../sites/site-access";
import { loadSupplierTraceData } from "./supplier-trace-data";

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierSite = { supplierId: string; id: string; slug: string; timezone: string };

/**
 * The one site rule for suppliers (decision 134): a supplier is the organisation's, and a member restricted
 * to some sites (decision 092) sees the suppliers of those sites and the ones that name no site.
 */
export const supplierVisible = (actor: Pick<Actor, "restrictedSiteIds">, siteIds: string[]) =>
  siteIds.length === 0 || siteIds.some((id) => siteAllowed(actor, id));

/** A supplier of the actor's organisation (404 otherwise; 403 when it supplies only sites she may not use). */
export async function findSupplier(db: Db, actor: Actor, supplierId: string): Promise<SupplierRow> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.organisationId, actor.organisationId), eq(suppliers.id, supplierId)));
  if (!row) throw notFound("Supplier");
  const siteIds = (await loadSupplierSites(db, actor.organisationId, [row.id])).map((s) => s.id);
  if (!supplierVisible(actor, siteIds)) throw new AppError("forbidden", "Your account is restricted to another site");
  return row;
}

/** The organisation's document requirements: its own when it stored some, else the built-in ones. */
export async function loadRequirements(db: Db, organisationId: string): Promise<SupplierRequirement[]> {
  const rows = await db
    .select({
      category: supplierRequirements.category,
      riskLevel: supplierRequirements.riskLevel,
      documentType: supplierRequirements.documentType,
      renewalMonths: supplierRequirements.renewalMonths,
    })
    .from(supplierRequirements)
    .where(eq(supplierRequirements.organisationId, organisationId))
    .orderBy(
      asc(supplierRequirements.category),
      asc(supplierRequirements.riskLevel),
      asc(supplierRequirements.documentType),
    );
  return rows.length > 0 ? rows : defaultRequirements();
}

export async function loadSupplierSites(
  db: Db,
  organisationId: string,
  supplierIds: string[],
): Promise<SupplierSite[]> {
  if (supplierIds.length === 0) return [];
  return db
    .select({ supplierId: supplierSites.supplierId, id: sites.id, slug: sites.slug, timezone: sites.timezone })
    .from(supplierSites)
    .innerJoin(sites, eq(sites.id, supplierSites.siteId))
    .where(and(eq(supplierSites.organisationId, organisationId), inArray(supplierSites.supplierId, supplierIds)))
    .orderBy(asc(sites.createdAt), asc(sites.slug));
}

/** Every stored version of the suppliers' documents with its file's name and type, newest first. */
export async function loadDocumentVersions(db: Db, organisationId: string, supplierIds: string[]) {
  if (supplierIds.length === 0) return [];
  return db
    .select({
      document: supplierDocuments,
      filename: attachments.filename,
      contentType: attachments.contentType,
      size: attachments.size,
    })
    .from(supplierDocuments)
    .innerJoin(attachments, eq(attachments.id, supplierDocuments.attachmentId))
    .where(
      and(eq(supplierDocuments.organisationId, organisationId), inArray(supplierDocuments.supplierId, supplierIds)),
    )
    .orderBy(asc(supplierDocuments.type), desc(supplierDocuments.version));
}
export type VersionRow = Awaited<ReturnType<typeof loadDocumentVersions>>[number];

/** The time zones of every site of the organisation: "today" for a supplier that names no site. */
export async function organisationTimeZones(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.organisationId, organisationId));
  return rows.map((r) => r.timezone);
}

export const toDocumentView = ({ document: d, filename, contentType, size }: VersionRow): SupplierDocumentView => ({
  id: d.id,
  type: d.type,
  version: d.version,
  state: d.state,
  issuedOn: d.issuedOn,
  expiresOn: d.expiresOn,
  score: d.score,
  notes: d.notes,
  fileId: d.attachmentId,
  filename,
  contentType,
  size,
  uploadedByName: d.uploadedByName,
  uploadedAt: d.createdAt.toISOString(),
  viaUploadLink: d.uploadLinkId !== null,
  reviewedByName: d.reviewedByName,
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
  reviewReason: d.reviewReason,
});

const toVersion = ({ document: d }: VersionRow): DocumentVersion => ({
  id: d.id,
  type: d.type,
  version: d.version,
  state: d.state,
  issuedOn: d.issuedOn,
  expiresOn: d.expiresOn,
});

export interface ComplianceInputs {
  requirements: SupplierRequirement[];
  sites: SupplierSite[];
  versions: VersionRow[];
  organisationZones: string[];
  now: Date;
}

/** A supplier's list entry: its required documents' states as of its own today. */
export function toListItem(supplier: SupplierRow, inputs: ComplianceInputs): SupplierListItem {
  const ownSites = inputs.sites.filter((s) => s.supplierId === supplier.id);
  const ownVersions = inputs.versions.filter((v) => v.document.supplierId === supplier.id);
  const required = inputs.requirements.filter(
    (r) => r.category === supplier.category && r.riskLevel === supplier.riskLevel,
  );
  const zones = ownSites.length > 0 ? [...new Set(ownSites.map((s) => s.timezone))] : inputs.organisationZones;
  const today = supplierToday(zones, inputs.now);
  const result = computeCompliance(supplier.status, required, ownVersions.map(toVersion), today);
  return {
    id: supplier.id,
    name: supplier.name,
    category: supplier.category,
    riskLevel: supplier.riskLevel,
    status: supplier.status,
    compliance: result.compliance,
    actionNeeded: result.actionNeeded,
    nextExpiry: result.nextExpiry,
    siteIds: ownSites.map((s) => s.slug),
    documents: result.documents,
    documentsToReview: ownVersions.filter((v) => v.document.state === "to_review").length,
    ownerId: supplier.ownerId,
    asOf: today,
  };
}

/**
 * Every approval decision on a supplier, newest first: the `supplier.status_change` events of the audit
 * trail, which is append-only and hash-chained, so the history cannot be edited apart from it.
 */
export async function loadStatusHistory(
  db: Db,
  organisationId: string,
  supplierId: string,
): Promise<SupplierStatusDecision[]> {
  const rows = await db
    .select({
      before: auditEvents.before,
      after: auditEvents.after,
      actorName: auditEvents.actorName,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organisationId, organisationId),
        eq(auditEvents.entityType, "supplier"),
        eq(auditEvents.entityId, supplierId),
        eq(auditEvents.action, "supplier.status_change"),
      ),
    )
    .orderBy(desc(auditEvents.seq));
  type Change = AuditEvents["supplier.status_change"];
  return rows.map((row) => {
    const before = row.before as Change["before"];
    const after = row.after as Change["after"];
    return {
      from: before.status,
      to: after.status,
      reason: after.reason,
      byName: row.actorName,
      at: row.createdAt.toISOString(),
    };
  });
}

/** One supplier in full: its list entry, contacts, products, the last decision and every version. */
export async function supplierView(db: Db, actor: Actor, supplier: SupplierRow, now: Date): Promise<SupplierView> {
  const [requirements, siteRows, versions, zones, contacts, trace, statusHistory] = [
    await loadRequirements(db, actor.organisationId),
    await loadSupplierSites(db, actor.organisationId, [supplier.id]),
    await loadDocumentVersions(db, actor.organisationId, [supplier.id]),
    await organisationTimeZones(db, actor.organisationId),
    await db
      .select()
      .from(supplierContacts)
      .where(
        and(eq(supplierContacts.organisationId, actor.organisationId), eq(supplierContacts.supplierId, supplier.id)),
      )
      .orderBy(asc(supplierContacts.position)),
    await loadSupplierTraceData(db, actor, supplier.id),
    await loadStatusHistory(db, actor.organisationId, supplier.id),
  ];
  const item = toListItem(supplier, { requirements, sites: siteRows, versions, organisationZones: zones, now });
  return {
    ...item,
    contacts: contacts.map((c) => ({
      name: c.name,
      ...(c.email ? { email: c.email } : {}),
      ...(c.phone ? { phone: c.phone } : {}),
      ...(c.role ? { role: c.role } : {}),
    })),
    products: trace.products,
    tradingPartners: trace.tradingPartners,
    receipts: trace.receipts,
    notes: supplier.notes,
    statusReason: supplier.statusReason,
    statusChangedByName: supplier.statusChangedByName,
    statusChangedAt: supplier.statusChangedAt?.toISOString() ?? null,
    versions: [...versions]
      .sort(
        (a, b) =>
          b.document.createdAt.getTime() - a.document.createdAt.getTime() || b.document.version - a.document.version,
      )
      .map(toDocumentView),
    statusHistory,
    createdAt: supplier.createdAt.toISOString(),
  };
}
