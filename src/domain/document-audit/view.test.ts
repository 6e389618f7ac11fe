import { describe, expect, it } from "vitest";
import { documentAuditViewSchema, sameLocator, trackDocumentAuditFindingSchema } from "./view";

describe("document audit view", () => {
  it("matches a citation's locator to its passage by value, sheet and paragraph included", () => {
    expect(sameLocator({ kind: "row", sheet: "Logs", row: 14 }, { row: 14, sheet: "Logs", kind: "row" })).toBe(true);
    expect(sameLocator({ kind: "row", sheet: "Logs", row: 14 }, { kind: "row", row: 14 })).toBe(false);
    expect(sameLocator({ kind: "page", page: 2, paragraph: 3 }, { kind: "page", page: 2, paragraph: 3 })).toBe(true);
    expect(sameLocator({ kind: "page", page: 2, paragraph: 3 }, { kind: "page", page: 2 })).toBe(false);
    expect(sameLocator({ kind: "paragraph", paragraph: 4 }, { kind: "page", page: 4 })).toBe(false);
  });

  it("refuses a promotion without an owner or with a date that is not YYYY-MM-DD, naming the field", () => {
    const result = trackDocumentAuditFindingSchema.safeParse({
      clauseId: "1.01.01",
      findingIndex: 0,
      dueDate: "1/2/2027",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join(".")).sort()).toEqual(["dueDate", "ownerId"]);
  });

  it("reads a running audit before it has a report", () => {
    const running = {
      id: "a",
      siteId: "s",
      status: "running",
      stage: "mapping_clauses",
      progress: 0.4,
      score: null,
      points: null,
      pointsAwarded: null,
      createdAt: "2026-11-23T10:00:00.000Z",
      finishedAt: null,
      error: null,
      documents: [],
      clauses: [],
    };
    expect(documentAuditViewSchema.parse(running).stage).toBe("mapping_clauses");
    expect(documentAuditViewSchema.safeParse({ ...running, stage: "dreaming" }).success).toBe(false);
  });
});
