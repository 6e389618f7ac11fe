import type { AuditModule, ClauseResult, Finding } from "./types";
import { severityDisplay, statusOfScore, type ResultStatus } from "./severity";
import { lookupClauseText } from "./clause-texts";

export interface ResultFilters {
  query: string;
  module: AuditModule | "all";
  status: ResultStatus | "all";
}

export const emptyFilters: ResultFilters = { query: "", module: "all", status: "all" };

interface Filterable {
  module: AuditModule | undefined;
  status: ResultStatus;
  /** Everything the search box may match. */
  text: string[];
}

function matches(row: Filterable, { query, module, status }: ResultFilters): boolean {
  if (module !== "all" && row.module !== module) return false;
  if (status !== "all" && row.status !== status) return false;
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = row.text.join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Findings that pass the filters; a finding's module is that of its clause's result. */
export function filterFindings(
  findings: readonly Finding[],
  clauses: readonly ClauseResult[],
  filters: ResultFilters,
): Finding[] {
  return findings.filter((f) =>
    matches(
      {
        module: clauses.find((c) => c.clause === f.clause)?.module,
        status: severityDisplay[f.severity].status,
        text: [f.clause, f.title, f.summary, f.ownerRole, severityDisplay[f.severity].label, ...f.evidenceToClose],
      },
      filters,
    ),
  );
}

/** Clause results that pass the filters. */
export function filterClauses(clauses: readonly ClauseResult[], filters: ResultFilters): ClauseResult[] {
  return clauses.filter((c) =>
    matches(
      {
        module: c.module,
        status: statusOfScore(c.score),
        text: [
          c.clause,
          c.title,
          c.notes ?? "",
          c.expectations,
          lookupClauseText(c.clause)?.text ?? "",
          ...c.evidence.map((e) => e.doc),
        ],
      },
      filters,
    ),
  );
}
