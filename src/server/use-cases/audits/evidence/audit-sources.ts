import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { findingOwnerLabels } from "../../../../domain/audits";
import { builtinCatalogue, builtinCatalogueWords, getClause } from "../../../../domain/catalogue";
import { localDate } from "../../../../domain/dates";
import {
  attachments,
  auditFindings,
  documentAudits,
  externalAuditReports,
  externalAudits,
  internalAuditItems,
  internalAudits,
  users,
} from "../../../db/schema";
import type { Db } from "../../../db/client";
import { hasKey, translateText, tStored } from "../../../i18n/catalogue";
import { evidenceItemIn } from "../finding-views";
import { checklistNaRationale } from "../checklist-items";
import type { EvidenceItem, EvidenceSource } from "./evidence-types";
import { packT } from "./pack-words";

async function fileNames(db: Db, organisationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: attachments.id, filename: attachments.filename })
    .from(attachments)
    .where(and(eq(attachments.organisationId, organisationId), inArray(attachments.id, ids)));
  return new Map(rows.map((r) => [r.id, r.filename]));
}

/** Answered checklist items of internal audits held in the period. */
export const checklistEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const rows = await db
    .select({ item: internalAuditItems, audit: internalAudits, auditor: users.name })
    .from(internalAuditItems)
    .innerJoin(internalAudits, eq(internalAudits.id, internalAuditItems.auditId))
    .innerJoin(users, eq(users.id, internalAudits.auditorId))
    .where(
      and(
        eq(internalAudits.organisationId, q.organisationId),
        eq(internalAudits.siteId, q.siteId),
        gte(internalAudits.auditDate, q.from),
        lte(internalAudits.auditDate, q.to),
        isNotNull(internalAuditItems.answer),
      ),
    );
  const names = await fileNames(
    db,
    q.organisationId,
    rows.flatMap((r) => r.item.attachmentIds),
  );
  return rows.map(
    ({ item, audit, auditor }): EvidenceItem => ({
      kind: "checklist",
      clauseIds: [item.clauseId],
      date: audit.auditDate,
      reference: `IA-${audit.id.slice(0, 8).toUpperCase()}`,
      title: say(
        audit.status === "completed" ? "pdf:evidence.internalAudit.completed" : "pdf:evidence.internalAudit.inProgress",
      ),
      status: say(`pdf:evidence.answer.${item.answer!}`),
      detail: item.answer === "na" ? (checklistNaRationale(q.locale, item) ?? "") : item.notes,
      by: auditor,
      attachments: item.attachmentIds.filter((id) => names.has(id)).map((id) => ({ id, filename: names.get(id)! })),
    }),
  );
};

/** Tracked findings (of internal and document audits, decision 118) raised in the period or still open during it. */
export const findingEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const auditDate = sql<string>`coalesce(${internalAudits.auditDate}, ${documentAudits.auditDate})::text`;
  const rows = await db
    .select({ finding: auditFindings, auditDate, ownerName: users.name })
    .from(auditFindings)
    .leftJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .leftJoin(documentAudits, eq(documentAudits.id, auditFindings.documentAuditId))
    .leftJoin(users, eq(users.id, auditFindings.ownerId))
    .where(
      and(
        eq(auditFindings.organisationId, q.organisationId),
        eq(auditFindings.siteId, q.siteId),
        lte(auditDate, q.to),
        or(eq(auditFindings.status, "open"), gte(auditDate, q.from)),
      ),
    );
  const names = await fileNames(
    db,
    q.organisationId,
    rows.flatMap((r) => (r.finding.closure ?? []).flatMap((c) => c.attachmentIds)),
  );
  return rows.map(({ finding, auditDate, ownerName }): EvidenceItem => {
    // A role's label is worded through the errors catalogue, which holds the role labels.
    const owner = finding.ownerRole
      ? translateText(q.locale, "errors", findingOwnerLabels[finding.ownerRole])
      : (ownerName ?? "");
    return {
      kind: "finding",
      clauseIds: [finding.clauseId],
      date: auditDate,
      reference: `F-${finding.id.slice(0, 8).toUpperCase()}`,
      // A finding raised from a checklist is titled with its clause's catalogue title: that one is worded
      // in the pack's language; a title typed by hand stays as typed.
      title:
        getClause(finding.clauseId)?.title === finding.title
          ? builtinCatalogueWords.clauseTitle(builtinCatalogue.id, finding.clauseId, q.locale, finding.title)
          : finding.title,
      status:
        finding.status === "closed"
          ? finding.closedAt
            ? say("pdf:evidence.findingClosedOn", { date: localDate(finding.closedAt, q.timeZone) })
            : say("pdf:evidence.findingClosed")
          : say("pdf:evidence.findingOpen", { due: finding.dueDate }),
      detail: [
        say("pdf:evidence.findingOwner", { owner }),
        finding.summary,
        ...(finding.closure ?? []).map((c) =>
          say("pdf:evidence.closureItem", {
            label: evidenceItemIn(q.locale, finding.clauseId, c.label),
            note: c.note,
          }),
        ),
      ]
        .filter(Boolean)
        .join(" | "),
      by: owner,
      attachments: (finding.closure ?? [])
        .flatMap((c) => c.attachmentIds)
        .filter((id) => names.has(id))
        .map((id) => ({ id, filename: names.get(id)! })),
    };
  });
};

/** External audit reports dated in the period: they evidence the site as a whole. */
export const externalAuditEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  /** An audit type of the list in the pack's language; one typed by hand stays as typed. */
  const auditType = (type: string) =>
    hasKey(q.locale, `screens:auditType.${type}`) ? tStored(q.locale, `screens:auditType.${type}`) : type;
  const rows = await db
    .select({ report: externalAuditReports, audit: externalAudits })
    .from(externalAuditReports)
    .innerJoin(externalAudits, eq(externalAudits.id, externalAuditReports.externalAuditId))
    .where(
      and(
        eq(externalAuditReports.organisationId, q.organisationId),
        eq(externalAuditReports.siteId, q.siteId),
        gte(externalAuditReports.auditDate, q.from),
        lte(externalAuditReports.auditDate, q.to),
      ),
    );
  const ids = rows.flatMap((r) => [r.report.reportFileId, r.report.certificateFileId].filter((x): x is string => !!x));
  const names = await fileNames(db, q.organisationId, ids);
  return rows.map(
    ({ report, audit }): EvidenceItem => ({
      kind: "external_audit",
      clauseIds: [],
      date: report.auditDate,
      reference: `EA-${audit.id.slice(0, 8).toUpperCase()}`,
      title: say("pdf:evidence.externalAuditTitle", {
        scheme: audit.scheme,
        auditType: auditType(audit.auditType),
        body: audit.certificationBody,
      }),
      status: say(report.status === "certified" ? "pdf:evidence.reportCertified" : "pdf:evidence.reportIssued", {
        score: report.score,
      }),
      detail: [
        `${say("pdf:evidence.reportFindings", { count: report.findings })}, ${say("pdf:evidence.reportObservations", {
          count: report.observations,
        })}`,
        ...(report.expiryDate ? [say("pdf:evidence.certificateExpires", { date: report.expiryDate })] : []),
      ].join("; "),
      by: audit.auditor,
      attachments: ids
        .filter((id) => names.has(id) && (id === report.reportFileId || id === report.certificateFileId))
        .map((id) => ({ id, filename: names.get(id)! })),
    }),
  );
};
