import type { ExtractedDocument } from "../../../domain/document-audit/contract";
import { type IsoDate, localDate } from "../../../domain/dates";
import { supplierDocumentTypeLabels } from "../../../domain/suppliers/requirements";
import { supplierStatusLabels } from "../../../domain/suppliers/suppliers";
import type { Db } from "../../db/client";
import { siteApprovedSuppliers } from "../suppliers/site-supplier-standings";
import { loadDocumentVersions } from "../suppliers/supplier-records";

type RecordsDocument = (title: string, columns: string[], rows: string[][]) => ExtractedDocument;

/**
 * The site's approved supplier programme kept in Clausewise (decision 134), as two records documents the
 * engine reads for the supplier-approval clauses (tag `supplier_records`, 5.01.01 and 5.01.02): the approved
 * supplier list — each approved or conditionally approved supplier of the site with its status, its
 * compliance and one row per required document with its expiry and state as of `now` — and the accepted
 * document versions valid on the audit date (issued by then, not expired before it).
 */
export async function supplierRecordDocuments(
  db: Db,
  site: { organisationId: string; siteId: string; timezone: string },
  auditDate: IsoDate,
  now: Date,
  recordsDocument: RecordsDocument,
): Promise<ExtractedDocument[]> {
  const suppliers = await siteApprovedSuppliers(db, site.organisationId, site.siteId, now);
  if (suppliers.length === 0) return [];
  const list = recordsDocument(
    "Approved supplier list",
    ["Supplier", "Category", "Approval status", "Compliance", "Required document", "Expires", "Document state"],
    suppliers.flatMap((s) => {
      const head = [s.name, s.category.replace("_", " "), supplierStatusLabels[s.status], s.compliance];
      if (s.documents.length === 0) return [[...head, "None required", "", ""]];
      return s.documents.map((d) => [...head, supplierDocumentTypeLabels[d.type], d.expiresOn ?? "", d.state]);
    }),
  );
  const names = new Map(suppliers.map((s) => [s.id, s.name]));
  const valid = (
    await loadDocumentVersions(
      db,
      site.organisationId,
      suppliers.map((s) => s.id),
    )
  )
    .map((v) => v.document)
    .filter((d) => d.state === "accepted" && d.reviewedAt)
    .filter((d) => (!d.issuedOn || d.issuedOn <= auditDate) && (!d.expiresOn || d.expiresOn >= auditDate));
  if (valid.length === 0) return [list];
  const documents = recordsDocument(
    "Supplier documents",
    ["Supplier", "Document", "Version", "Issued", "Expires", "Score", "Accepted by", "Accepted on"],
    valid.map((d) => [
      names.get(d.supplierId) ?? "",
      supplierDocumentTypeLabels[d.type],
      String(d.version),
      d.issuedOn ?? "",
      d.expiresOn ?? "",
      d.score ?? "",
      d.reviewedByName ?? "",
      localDate(d.reviewedAt!, site.timezone),
    ]),
  );
  return [list, documents];
}
