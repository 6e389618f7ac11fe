import { describe, expect, it } from "vitest";
import { actionQueue } from "./action-queue";
import { trends } from "./trend";
import type { WorkItem } from "./work-items";

const today = "2025-06-10";
const item = (kind: WorkItem["kind"], id: string, due: string, clauseIds = ["1.01.01"]): WorkItem => ({
  kind,
  id,
  clauseIds,
  due,
  title: `${kind} ${id}`,
  detail: "",
});
const tags = new Map<string, string[]>([
  ["1.01.01", ["fsms"]],
  ["6.01.03", ["calibration", "temperature"]],
  ["5.01.01", ["supplier"]],
]);

describe("actionQueue", () => {
  it("puts each kind in its tab, most overdue first, at most 3 items, with the total", () => {
    const work = [
      item("verification", "r1", "2025-06-20"),
      item("verification", "r2", "2025-06-01"),
      item("verification", "r3", "2025-06-11"),
      item("verification", "r4", "2025-06-05"),
      item("training", "t1", "2025-06-30"),
      item("capa", "c1", "2025-06-02"),
      item("capa_missing", "c2", "2025-06-09"),
    ];
    const queue = actionQueue(work, tags, today);
    const verify = queue.find((t) => t.tab === "verify")!;
    expect(verify.total).toBe(4);
    expect(verify.items.map((i) => i.id)).toEqual(["r2", "r4", "r3"]);
    expect(verify.items[0]).toMatchObject({
      status: "overdue",
      action: "Verify",
      url: "/app/records/verifications?record=r2",
    });
    expect(verify.items[2]!.status).toBe("dueSoon");
    expect(queue.find((t) => t.tab === "capas")!.items.map((i) => [i.id, i.action])).toEqual([
      ["c1", "Review CAPA"],
      ["c2", "Open CAPA"],
    ]);
    expect(queue.find((t) => t.tab === "training")!.items[0]).toMatchObject({
      status: "onTime",
      url: "/app/training/assignments?assignment=t1",
    });
    expect(queue.map((t) => t.tab)).toEqual(["verify", "training", "capas", "cal", "suppliers", "trace"]);
  });

  it("puts FSMA 204 work in Trace, linking to the completeness screen and the drills", () => {
    const work = [
      item("kde_incomplete", "kde", "2025-06-10", ["1.13.01"]),
      item("recall_drill_late", "d1", "2025-06-01", ["1.13.01"]),
      item("recall_drill_due", "first", "2025-06-12", ["1.13.01"]),
    ];
    const trace = actionQueue(work, tags, today).find((t) => t.tab === "trace")!;
    expect(trace.items.map((i) => [i.kind, i.action, i.url])).toEqual([
      ["recall_drill_late", "Review drill", "/app/records/recall-drills?drill=d1"],
      ["kde_incomplete", "Complete KDEs", "/app/traceability/completeness"],
      ["recall_drill_due", "Run drill", "/app/records/recall-drills"],
    ]);
  });

  it("fills Cal and Suppliers with any open work on clauses tagged calibration or supplier", () => {
    const work = [
      item("finding", "f1", "2025-06-15", ["6.01.03"]),
      item("verification", "r1", "2025-06-12", ["6.01.03"]),
      item("training", "t1", "2025-06-01", ["5.01.01", "1.01.01"]),
      item("verification", "r2", "2025-06-01"),
    ];
    const queue = actionQueue(work, tags, today);
    expect(queue.find((t) => t.tab === "cal")!.items.map((i) => i.id)).toEqual(["r1", "f1"]);
    expect(queue.find((t) => t.tab === "cal")!.items[1]!.url).toBe("/app/audits/internal?tab=findings&finding=f1");
    expect(queue.find((t) => t.tab === "suppliers")!.items.map((i) => i.id)).toEqual(["t1"]);
  });
});

describe("trends", () => {
  it("subtracts the past snapshot from today's figures, or gives null without history", () => {
    const now = { readiness: 92, recordsToVerify: 12, trainingCoverage: 86, openDeviations: 3 };
    expect(trends(now, { readiness: 88, recordsToVerify: 15, trainingCoverage: 80, openDeviations: 3 })).toEqual({
      readiness: 4,
      recordsToVerify: -3,
      trainingCoverage: 6,
      openDeviations: 0,
    });
    expect(trends(now, null)).toEqual({
      readiness: null,
      recordsToVerify: null,
      trainingCoverage: null,
      openDeviations: null,
    });
  });
});
