import { describe, expect, it } from "vitest";
import { clauseAreas } from "./clause-areas";
import { clausesOutOfStanding, clauseStatus, readinessScore, trainingShare, type ScoredClause } from "./readiness";
import { dueStatus, type WorkItem } from "./work-items";

const today = "2025-06-10";
const clause = (id: string, points: number, tag = "fsms", na = false): ScoredClause => ({
  id,
  points,
  tags: [tag],
  na,
});
const work = (kind: WorkItem["kind"], clauseIds: string[], due: string): WorkItem => ({
  kind,
  id: `${kind}-${clauseIds.join()}-${due}`,
  clauseIds,
  due,
  title: kind,
  detail: "",
});

describe("dueStatus", () => {
  it("is overdue after the due date, due soon within 7 days including today, on time after", () => {
    expect(dueStatus("2025-06-09", today)).toBe("overdue");
    expect(dueStatus("2025-06-10", today)).toBe("dueSoon");
    expect(dueStatus("2025-06-17", today)).toBe("dueSoon");
    expect(dueStatus("2025-06-18", today)).toBe("onTime");
  });
});

describe("readinessScore", () => {
  const clauses = [clause("A", 40), clause("B", 30), clause("C", 20), clause("D", 10), clause("E", 50, "water", true)];

  it("is 100 with no open work and ignores N/A clauses", () => {
    expect(readinessScore(clauses, [], [], today)).toBe(100);
  });

  it("drops the points of clauses with an overdue verification or CAPA, or a CAPA not initiated in time", () => {
    expect(readinessScore(clauses, [work("verification", ["B"], "2025-06-09")], [], today)).toBe(70);
    expect(
      readinessScore(
        clauses,
        [work("capa", ["D"], "2025-06-01"), work("capa_missing", ["C"], "2025-06-05")],
        [],
        today,
      ),
    ).toBe(70);
  });

  it("keeps clauses whose work is not yet due, except open findings which count at once", () => {
    expect(
      readinessScore(clauses, [work("verification", ["A"], today), work("capa", ["B"], "2025-07-01")], [], today),
    ).toBe(100);
    expect(readinessScore(clauses, [work("finding", ["A"], "2025-07-01")], [], today)).toBe(60);
  });

  it("weights a clause by the completed share of the required training covering it", () => {
    const training = [
      { clauseIds: ["A", "B"], required: 2, completed: 1 },
      { clauseIds: ["A"], required: 2, completed: 2 },
    ];
    expect(trainingShare("A", training)).toBe(0.75);
    expect(trainingShare("B", training)).toBe(0.5);
    expect(trainingShare("C", training)).toBe(1);
    // 40 × 0.75 + 30 × 0.5 + 20 + 10 = 75 of 100 points
    expect(readinessScore(clauses, [], training, today)).toBe(75);
    // An overdue training item does not zero its clauses: only its share counts
    expect(readinessScore(clauses, [work("training", ["A", "B"], "2025-06-01")], training, today)).toBe(75);
    // A clause already out of standing earns nothing whatever its training
    expect(readinessScore(clauses, [work("finding", ["B"], "2025-06-30")], training, today)).toBe(60);
  });

  it("counts a clause once however many items break it, and rounds to a whole number", () => {
    const three = [clause("A", 1), clause("B", 1), clause("C", 1)];
    expect(
      readinessScore(
        three,
        [work("verification", ["A"], "2025-06-01"), work("finding", ["A"], "2025-06-30")],
        [],
        today,
      ),
    ).toBe(67);
  });

  it("ignores work on clauses that do not apply and is 100 when nothing is scored", () => {
    expect(
      readinessScore(
        clauses,
        [work("verification", ["Z"], "2025-01-01"), work("finding", ["E"], "2025-01-01")],
        [],
        today,
      ),
    ).toBe(100);
    expect(readinessScore([clause("X", 10, "fsms", true)], [], [], today)).toBe(100);
  });

  it("lists clauses out of standing (training never takes a clause out, only its share)", () => {
    expect([
      ...clausesOutOfStanding(
        [
          work("training", ["A", "B"], "2025-06-01"),
          work("capa", ["D"], "2025-06-02"),
          work("verification", ["C"], "2025-06-11"),
        ],
        today,
      ),
    ]).toEqual(["D"]);
  });
});

describe("clauseStatus and clauseAreas", () => {
  const items = [
    work("verification", ["A"], "2025-06-01"),
    work("verification", ["C"], "2025-06-12"),
    work("training", ["D"], "2025-08-01"),
  ];

  it("rates one clause overdue, due soon or on time", () => {
    expect(clauseStatus("A", items, today)).toBe("overdue");
    expect(clauseStatus("C", items, today)).toBe("dueSoon");
    expect(clauseStatus("D", items, today)).toBe("onTime");
    expect(clauseStatus("D", [work("training", ["D"], "2025-06-01")], today)).toBe("overdue");
  });

  it("rolls clauses up per area with counts and the worst status, leaving out empty areas", () => {
    const rows = clauseAreas(
      [
        { tag: "fsms", name: "Food Safety Management System", clauses: [clause("A", 10), clause("B", 10)] },
        { tag: "water", name: "Water Management", clauses: [clause("C", 10, "water"), clause("D", 10, "water")] },
        { tag: "training", name: "Training", clauses: [clause("E", 10, "training")] },
        { tag: "storage", name: "Storage & Distribution", clauses: [clause("F", 10, "storage", true)] },
      ],
      items,
      today,
    );
    expect(rows).toEqual([
      { tag: "fsms", area: "Food Safety Management System", status: "overdue", due: 0, overdue: 1, total: 2 },
      { tag: "water", area: "Water Management", status: "dueSoon", due: 1, overdue: 0, total: 2 },
      { tag: "training", area: "Training", status: "onTime", due: 0, overdue: 0, total: 1 },
    ]);
  });
});
