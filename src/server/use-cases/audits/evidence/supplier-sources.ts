import { builtinCatalogue } from "../../../../domain/catalogue";
import { localDate } from "../../../../domain/dates";
import { supplierDocumentTypeLabels } from "../../../../domain/suppliers/requirements";
import { SUPPLIER_RECORDS_TAG, supplierStatusLabels } from "../../../../domain/suppliers/suppliers";
import { translateText } from "../../../i18n/catalogue";
import { loadDocumentVersions } from "../../suppliers/supplier-records";
import { siteApprovedSuppliers } from "../../suppliers/site-supplier-standings";
import type { EvidenceItem, EvidenceSource } from "./evidence-types";
import { packT } from "./pack-words";

/** The clauses the supplier records evidence: the catalogue's clauses tagged SUPPLIER_RECORDS_TAG. */
const supplierClauseIds = () =>
  builtinCatalogue.clauses.filter((c) => c.tags.includes(SUPPLIER_RECORDS_TAG)).map((c) => c.id);

/**
 * The approved supplier programme of the site (decision 134) as evidence of the supplier clauses: one
 * row per approved (or conditionally approved) supplier with its status, compliance and each required
 * document's expiry as of the pack's generation; and one row per accepted document version valid at some
 * time in the period (issued by its end, not expired before its start), with its review and its file.
 */
export const supplierEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const word = (text: string) => translateText(q.locale, "errors", text);
  const clauseIds = supplierClauseIds();
  if (clauseIds.length === 0) return [];
  const suppliers = await siteApprovedSuppliers(db, q.organisationId, q.siteId, new Date());
  if (suppliers.length === 0) return [];
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const versions = await loadDocumentVersions(
    db,
    q.organisationId,
    suppliers.map((s) => s.id),
  );
  const listRows = suppliers.map(
    (s): EvidenceItem => ({
      kind: "supplier",
      clauseIds,
      date: s.asOf,
      reference: `SUP-${s.id.slice(0, 8).toUpperCase()}`,
      title: s.name,
      status: `${word(supplierStatusLabels[s.status])} · ${say(`pdf:suppliers.state.${s.compliance}`)}`,
      detail:
        s.documents.length === 0
          ? say("pdf:suppliers.noDocument")
          : s.documents
              .map(
                (d) =>
                  `${word(supplierDocumentTypeLabels[d.type])}: ${say(`pdf:suppliers.state.${d.state}`)}${
                    d.expiresOn ? ` (${d.expiresOn})` : ""
                  }`,
              )
              .join("; "),
      by: "",
      attachments: [],
    }),
  );
  const documentRows = versions
    .filter(({ document: d }) => d.state === "accepted" && d.reviewedAt)
    .filter(({ document: d }) => (!d.issuedOn || d.issuedOn <= q.to) && (!d.expiresOn || d.expiresOn >= q.from))
    .map(
      ({ document: d, filename }): EvidenceItem => ({
        kind: "supplier_document",
        clauseIds,
        date: localDate(d.reviewedAt!, q.timeZone),
        reference: `SD-${d.id.slice(0, 8).toUpperCase()} v${d.version}`,
        title: `${byId.get(d.supplierId)!.name}: ${word(supplierDocumentTypeLabels[d.type])}`,
        status: say("pdf:evidence.supplierDocument.accepted"),
        detail: [
          d.issuedOn ? say("pdf:evidence.supplierDocument.issued", { date: d.issuedOn }) : "",
          d.expiresOn ? say("pdf:evidence.supplierDocument.expires", { date: d.expiresOn }) : "",
          d.score ?? "",
        ]
          .filter(Boolean)
          .join(" · "),
        by: d.reviewedByName ?? "",
        attachments: [{ id: d.attachmentId, filename }],
      }),
    );
  return [...listRows, ...documentRows];
};
