import { describe, expect, it } from "vitest";
import type { PublicAuditResult } from "./public-audit";
import { savePublicResult } from "./save-public-result";
import { loadPublicResult, PUBLIC_RESULT_KEY } from "./stored-public-result";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

const result: PublicAuditResult = {
  source: "upload",
  catalogueId: "primusgfs-builtin",
  auditDate: "2026-11-20",
  modules: ["FSMS_1"],
  score: 50,
  points: 10,
  pointsAwarded: 5,
  documents: [{ id: "0", name: "Log.csv", kind: "monitoring_log", mediaType: "text/csv", ocr: false, passageCount: 2 }],
  unreadable: [{ name: "x.exe", reason: "unsupported" }],
  clauses: [
    {
      clauseId: "1.06.02",
      code: "1.06.02",
      title: "Record verification to schedule",
      module: "FSMS_1",
      verdict: "partial",
      points: 10,
      pointsAwarded: 5,
      findings: [{ text: "t", action: "a", citations: [] }],
      citations: [{ document: "Log.csv", documentId: "0", locator: { kind: "row", row: 2 }, quote: "q" }],
    },
  ],
};

describe("the landing result's handoff to /audit/result", () => {
  it("reads back what the landing saved, under the key the page reads", () => {
    const store = memory();
    savePublicResult(store, result, new Date("2026-11-23T10:00:00Z"));
    expect(loadPublicResult(store)).toEqual({ result, generatedAt: "2026-11-23T10:00:00.000Z" });
    expect(store.getItem(PUBLIC_RESULT_KEY)).not.toBeNull();
  });

  it("ignores anything else held under the key", () => {
    const store = memory();
    store.setItem(PUBLIC_RESULT_KEY, "{not json");
    expect(loadPublicResult(store)).toBeUndefined();
    store.setItem(PUBLIC_RESULT_KEY, JSON.stringify({ result: { score: "high" }, generatedAt: "x" }));
    expect(loadPublicResult(store)).toBeUndefined();
  });
});
