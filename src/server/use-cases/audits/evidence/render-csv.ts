import { writeCsv } from "../../../../domain/csv/write-csv";
import { builtinCatalogue, builtinCatalogueWords } from "../../../../domain/catalogue";
import type { EvidenceClauseId } from "../../../../domain/audits";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { evidenceKinds, type EvidenceItem, type EvidenceKind } from "./evidence-types";
import type { PackContent } from "./pack-content";
import { packT } from "./pack-words";

const csvNames: Record<EvidenceKind, string> = {
  record: "records.csv",
  verification: "verifications.csv",
  training: "training-sessions.csv",
  incident: "incidents-capas.csv",
  finding: "findings.csv",
  checklist: "checklists.csv",
  recall_drill: "recall-drills.csv",
  trace_plan: "traceability-plan.csv",
  external_audit: "external-audits.csv",
  supplier: "approved-suppliers.csv",
  supplier_document: "supplier-documents.csv",
};

/** Each CSV's columns, in order; the headers are `pdf:evidence.column.<column>` in the pack's language. */
const clauseColumns = ["group", "clause", "requirement", "module", "points", "na", "evidenceItems", "status"] as const;
const evidenceColumns = ["kind", "date", "reference", "clauses", "title", "status", "detail", "by", "files"] as const;
const missedColumns = ["date", "form", "shift", "status", "clauses"] as const;

/**
 * The pack's CSVs in its language (decision 098): one of the clauses in scope, one per kind of evidence
 * present, and the scheduled logs missed or filled late in the period (decision 128; its header alone
 * when none was). Headers, clause groups and titles, kinds and fixed values are worded in `locale`; what
 * users typed stays as typed.
 */
export function renderPackCsvs(content: PackContent, locale: AppLocale): { filename: string; text: string }[] {
  const say = packT(locale);
  const header = (columns: readonly (typeof clauseColumns | typeof evidenceColumns | typeof missedColumns)[number][]) =>
    columns.map((column) => say(`pdf:evidence.column.${column}`));
  const clauseRows = content.sections.flatMap((s) =>
    s.clauses.map((c) => [
      say(`pdf:evidence.option.${s.option.id as EvidenceClauseId}.label`),
      c.clause.id,
      builtinCatalogueWords.clauseTitle(builtinCatalogue.id, c.clause.id, locale, c.clause.title),
      c.clause.module,
      c.clause.points,
      say(c.clause.na ? "pdf:evidence.csv.yes" : "pdf:evidence.csv.no"),
      c.evidence.length,
      say(c.evidence.length === 0 ? "pdf:evidence.csv.gap" : "pdf:evidence.csv.evidenced"),
    ]),
  );
  const files = [{ filename: "clauses.csv", text: writeCsv(header(clauseColumns), clauseRows) }];
  for (const kind of evidenceKinds) {
    const rows = content.rows.filter((r) => r.kind === kind);
    if (rows.length === 0) continue;
    files.push({
      filename: csvNames[kind],
      text: writeCsv(
        header(evidenceColumns),
        rows.map((r: EvidenceItem) => [
          say(`pdf:evidence.kind.${r.kind}`),
          r.date,
          r.reference,
          r.clauseIds.join(" "),
          r.title,
          r.status,
          r.detail,
          r.by,
          r.attachments.map((a) => a.filename).join("; "),
        ]),
      ),
    });
  }
  files.push({
    filename: "missing-logs.csv",
    text: writeCsv(
      header(missedColumns),
      content.missedLogs.map((m) => [
        m.date,
        m.formName,
        m.shift ?? "",
        say(`pdf:evidence.csv.${m.status}`),
        m.clauseIds.join(" "),
      ]),
    ),
  });
  return files;
}
