import { describe, expect, it } from "vitest";
import { emptyFilters, filterClauses, filterFindings } from "./filter-results";
import { createAuditResult } from "./summary";

const { findings, clauses } = createAuditResult(new Date("2025-05-01T12:00:00Z"));
const clauseIds = (rows: { clause: string }[]) => rows.map((r) => r.clause);

describe("filterFindings", () => {
  it("keeps everything with no filter", () => {
    expect(clauseIds(filterFindings(findings, clauses, emptyFilters))).toEqual(["7.01.02", "7.02.04", "7.03.05"]);
  });

  it("searches clause numbers, titles and owners, case-insensitively, all words required", () => {
    expect(clauseIds(filterFindings(findings, clauses, { ...emptyFilters, query: "7.02" }))).toEqual(["7.02.04"]);
    expect(clauseIds(filterFindings(findings, clauses, { ...emptyFilters, query: "KNIFE" }))).toEqual(["7.02.04"]);
    expect(clauseIds(filterFindings(findings, clauses, { ...emptyFilters, query: "qa manager" }))).toEqual(["7.03.05"]);
    expect(filterFindings(findings, clauses, { ...emptyFilters, query: "knife pcqi" })).toEqual([]);
  });

  it("filters by status, where NC is non-compliant", () => {
    expect(clauseIds(filterFindings(findings, clauses, { ...emptyFilters, status: "nc" }))).toEqual(["7.01.02"]);
    expect(clauseIds(filterFindings(findings, clauses, { ...emptyFilters, status: "partial" }))).toEqual([
      "7.02.04",
      "7.03.05",
    ]);
    expect(filterFindings(findings, clauses, { ...emptyFilters, status: "compliant" })).toEqual([]);
  });

  it("filters by the module of the finding's clause", () => {
    expect(filterFindings(findings, clauses, { ...emptyFilters, module: "HARVEST" })).toHaveLength(3);
    expect(filterFindings(findings, clauses, { ...emptyFilters, module: "FSMS" })).toEqual([]);
  });
});

describe("filterClauses", () => {
  it("filters by module and status together", () => {
    expect(clauseIds(filterClauses(clauses, { ...emptyFilters, module: "FSMS" }))).toEqual([
      "1.01.01",
      "1.03.01",
      "3.01.01",
    ]);
    expect(clauseIds(filterClauses(clauses, { ...emptyFilters, module: "HARVEST", status: "partial" }))).toEqual([
      "7.02.04",
      "7.03.05",
    ]);
    expect(clauseIds(filterClauses(clauses, { ...emptyFilters, status: "na" }))).toEqual(["8.01.01"]);
  });

  it("searches evidence document names and requirement text", () => {
    expect(clauseIds(filterClauses(clauses, { ...emptyFilters, query: "sanitation_logs" }))).toEqual(["7.02.04"]);
    expect(clauseIds(filterClauses(clauses, { ...emptyFilters, query: "mock recall" }))).toEqual(["3.01.01"]);
  });
});
