import { describe, expect, it } from "vitest";
import { clearAuditResult, RESULT_STORAGE_KEY, saveAuditResult } from "./result-storage";
import { loadAuditResult } from "./load-audit-result";
import { createAuditResult } from "./summary";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("result storage", () => {
  it("round-trips the result", () => {
    const store = memoryStore();
    const result = createAuditResult(new Date("2025-05-01T12:00:00Z"));
    saveAuditResult(store, result);
    expect(loadAuditResult(store)).toEqual(result);
  });

  it("holds nothing until saved and after clearing", () => {
    const store = memoryStore();
    expect(loadAuditResult(store)).toBeUndefined();
    saveAuditResult(store, createAuditResult(new Date()));
    clearAuditResult(store);
    expect(loadAuditResult(store)).toBeUndefined();
  });

  it("ignores corrupt or foreign data", () => {
    const store = memoryStore();
    store.setItem(RESULT_STORAGE_KEY, "{not json");
    expect(loadAuditResult(store)).toBeUndefined();
    store.setItem(RESULT_STORAGE_KEY, JSON.stringify({ summary: 1 }));
    expect(loadAuditResult(store)).toBeUndefined();
  });
});

describe("createAuditResult", () => {
  it("holds the demo's figures and dates findings from the run", () => {
    const result = createAuditResult(new Date("2025-05-01T12:00:00Z"));
    expect(result.summary.overallPercent).toBe(88.2);
    expect(result.clauses).toHaveLength(8);
    expect(result.findings.map((f) => [f.clause, f.severity, f.dueDate])).toEqual([
      ["7.01.02", "NC", "2025-05-08"],
      ["7.02.04", "Partial", "2025-05-15"],
      ["7.03.05", "Partial", "2025-05-22"],
    ]);
  });
});
