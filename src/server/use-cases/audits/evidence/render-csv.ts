import { writeCsv } from "../../../../domain/csv/write-csv";
import { evidenceKindLabels, evidenceKinds, type EvidenceItem, type EvidenceKind } from "./evidence-types";
import type { PackContent } from "./pack-content";

const csvNames: Record<EvidenceKind, string> = {
  record: "records.csv",
  verification: "verifications.csv",
  training: "training-sessions.csv",
  incident: "incidents-capas.csv",
  finding: "findings.csv",
  checklist: "checklists.csv",
  external_audit: "external-audits.csv",
};

/**
 * The pack's CSVs: one of the clauses in scope, one per kind of evidence present, and the scheduled logs
 * missed or filled late in the period (decision 128; its header alone when none was).
 */
export function renderPackCsvs(content: PackContent): { filename: string; text: string }[] {
  const clauseRows = content.sections.flatMap((s) =>
    s.clauses.map((c) => [
      s.option.label,
      c.clause.id,
      c.clause.title,
      c.clause.module,
      c.clause.points,
      c.clause.na ? "yes" : "no",
      c.evidence.length,
      c.evidence.length === 0 ? "GAP" : "evidenced",
    ]),
  );
  const files = [
    {
      filename: "clauses.csv",
      text: writeCsv(
        ["group", "clause", "requirement", "module", "points", "na", "evidence_items", "status"],
        clauseRows,
      ),
    },
  ];
  for (const kind of evidenceKinds) {
    const rows = content.rows.filter((r) => r.kind === kind);
    if (rows.length === 0) continue;
    files.push({
      filename: csvNames[kind],
      text: writeCsv(
        ["kind", "date", "reference", "clauses", "title", "status", "detail", "by", "files"],
        rows.map((r: EvidenceItem) => [
          evidenceKindLabels[r.kind],
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
      ["date", "form", "shift", "status", "clauses"],
      content.missedLogs.map((m) => [m.date, m.formName, m.shift ?? "", m.status, m.clauseIds.join(" ")]),
    ),
  });
  return files;
}
