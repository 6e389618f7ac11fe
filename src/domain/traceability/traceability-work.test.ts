import { describe, expect, it } from "vitest";
import { builtinEvidenceRules } from "../document-audit/evidence-rules";
import { readinessScore, clauseStatus } from "../overview/readiness";
import {
  DEFAULT_MOCK_RECALL_DAYS,
  mockRecallEveryDays,
  traceabilityShares,
  traceabilityWorkItems,
  type TraceabilityFacts,
} from "./traceability-work";
import { tracePlanClauseIds } from "./plan";

const today = "2026-06-10";
const facts = (over: Partial<TraceabilityFacts> = {}): TraceabilityFacts => ({
  events: { total: 4, incomplete: 0, firstCapturedOn: "2026-01-05" },
  lastDrill: null,
  plan: null,
  ...over,
});
const clauses = { traceability: ["T1", "R1"], recall: ["R1"], everyDays: 365 };

describe("mockRecallEveryDays", () => {
  it("reads PrimusGFS 1.13.01's mock recall window (a year) from the evidence rules", () => {
    expect(mockRecallEveryDays(builtinEvidenceRules, ["1.13.01"])).toBe(365);
  });
  it("falls back to a year for a clause without a mock recall rule", () => {
    expect(mockRecallEveryDays({ catalogueId: "x", rules: [] }, ["9.99"])).toBe(DEFAULT_MOCK_RECALL_DAYS);
  });
});

describe("traceabilityShares", () => {
  it("gives each traceability clause the share of complete events, 1 without events", () => {
    expect(traceabilityShares(facts({ events: { total: 4, incomplete: 1, firstCapturedOn: null } }), ["T1"])).toEqual(
      new Map([["T1", 0.75]]),
    );
    expect(
      traceabilityShares(facts({ events: { total: 0, incomplete: 0, firstCapturedOn: null } }), ["T1"]).get("T1"),
    ).toBe(1);
  });
});

describe("traceabilityWorkItems", () => {
  it("raises one kde_incomplete item due today on the traceability clauses when events lack KDEs", () => {
    const items = traceabilityWorkItems(
      facts({ events: { total: 5, incomplete: 2, firstCapturedOn: "2026-06-01" } }),
      clauses,
      today,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "kde_incomplete", clauseIds: ["T1", "R1"], due: today });
    expect(items[0]!.text?.title).toEqual({
      key: "screens:overview.kdeIncomplete.title",
      values: { count: 2, total: 5 },
    });
    expect(traceabilityWorkItems(facts(), clauses, today)).toEqual([]);
  });

  it("has the first drill due a year after the first trace event, shown from a week before", () => {
    expect(
      traceabilityWorkItems(
        facts({ events: { total: 1, incomplete: 0, firstCapturedOn: "2025-06-18" } }),
        clauses,
        today,
      ),
    ).toEqual([]);
    const [due] = traceabilityWorkItems(
      facts({ events: { total: 1, incomplete: 0, firstCapturedOn: "2025-06-17" } }),
      clauses,
      today,
    );
    expect(due).toMatchObject({ kind: "recall_drill_due", id: "first", clauseIds: ["R1"], due: "2026-06-17" });
    // A site with no trace events and no drill has nothing due.
    expect(
      traceabilityWorkItems(facts({ events: { total: 0, incomplete: 0, firstCapturedOn: null } }), clauses, today),
    ).toEqual([]);
  });

  it("counts the next drill from the latest closed one and flags one over the 4-hour target", () => {
    const ok = { id: "d1", closedOn: "2025-06-01", minutes: 240 };
    const [due] = traceabilityWorkItems(facts({ lastDrill: ok }), clauses, today);
    expect(due).toMatchObject({ kind: "recall_drill_due", id: "d1", due: "2026-06-01" });
    expect(traceabilityWorkItems(facts({ lastDrill: { ...ok, closedOn: "2026-05-01" } }), clauses, today)).toEqual([]);
    const late = traceabilityWorkItems(
      facts({ lastDrill: { id: "d2", closedOn: "2026-05-01", minutes: 241 } }),
      clauses,
      today,
    );
    expect(late).toEqual([
      expect.objectContaining({ kind: "recall_drill_late", id: "d2", due: "2026-05-01", clauseIds: ["R1"] }),
    ]);
  });

  it("raises nothing for a site without traceability or recall clauses", () => {
    const none = { traceability: [], recall: [], everyDays: 365 };
    expect(
      traceabilityWorkItems(facts({ events: { total: 3, incomplete: 3, firstCapturedOn: "2020-01-01" } }), none, today),
    ).toEqual([]);
  });
});

describe("readiness with FSMA 204 work", () => {
  const scored = [
    { id: "A", points: 50, tags: ["fsms"], na: false },
    { id: "T1", points: 30, tags: ["traceability"], na: false },
    { id: "R1", points: 20, tags: ["traceability", "recall"], na: false },
  ];
  it("lowers the traceability clauses by the share of complete events, without taking them out of standing", () => {
    const f = facts({ events: { total: 4, incomplete: 1, firstCapturedOn: "2026-06-01" } });
    const work = traceabilityWorkItems(f, clauses, today);
    // 50 + (30 + 20) × 3/4 = 87.5 → 88
    expect(readinessScore(scored, work, [], today, traceabilityShares(f, clauses.traceability))).toBe(88);
    expect(clauseStatus("T1", work, today)).toBe("dueSoon");
  });
  it("drops the recall clause for an overdue drill or one over the target", () => {
    const overdue = traceabilityWorkItems(
      facts({ lastDrill: { id: "d", closedOn: "2025-06-01", minutes: 60 } }),
      clauses,
      today,
    );
    expect(readinessScore(scored, overdue, [], today)).toBe(80);
    expect(clauseStatus("R1", overdue, today)).toBe("overdue");
    const late = traceabilityWorkItems(
      facts({ lastDrill: { id: "d", closedOn: "2026-06-09", minutes: 300 } }),
      clauses,
      today,
    );
    expect(readinessScore(scored, late, [], today)).toBe(80);
  });
});

describe("the traceability plan on the overview (decision 153)", () => {
  const withPlan = { ...clauses, plan: ["T1"] };
  const scored = [
    { id: "A", points: 50, tags: ["fsms"], na: false },
    { id: "T1", points: 30, tags: ["traceability", "fsms"], na: false },
  ];
  it("picks the traceability-system clauses: tagged traceability and fsms", () => {
    expect(
      tracePlanClauseIds([
        { id: "1.10.01", tags: ["traceability", "fsms"] },
        { id: "1.13.01", tags: ["traceability", "recall"] },
        { id: "7.06.01", tags: ["harvest", "traceability"] },
      ]),
    ).toEqual(["1.10.01"]);
  });
  it("a site keeping records with no signed plan: overdue since its first event, out of standing", () => {
    const items = traceabilityWorkItems(facts(), withPlan, today);
    expect(items).toEqual([
      expect.objectContaining({ kind: "trace_plan_unsigned", id: "none", clauseIds: ["T1"], due: "2026-01-05" }),
    ]);
    expect(readinessScore(scored, items, [], today)).toBe(63); // 50 / 80
    expect(clauseStatus("T1", items, today)).toBe("overdue");
  });
  it("a plan changed since its latest signature does not count: due today, and still out of standing", () => {
    const items = traceabilityWorkItems(
      facts({ plan: { version: 2, signedOn: "2026-03-01", current: false } }),
      withPlan,
      today,
    );
    expect(items).toEqual([expect.objectContaining({ kind: "trace_plan_unsigned", id: "v2", due: today })]);
    expect(items[0]!.text?.title).toEqual({
      key: "screens:overview.tracePlanChanged.title",
      values: { version: 2 },
    });
    expect(readinessScore(scored, items, [], today)).toBe(63);
  });
  it("a current signed plan, a site without trace events, or no plan clause: nothing", () => {
    expect(
      traceabilityWorkItems(facts({ plan: { version: 1, signedOn: "2026-03-01", current: true } }), withPlan, today),
    ).toEqual([]);
    expect(
      traceabilityWorkItems(facts({ events: { total: 0, incomplete: 0, firstCapturedOn: null } }), withPlan, today),
    ).toEqual([]);
    expect(traceabilityWorkItems(facts(), clauses, today)).toEqual([]);
  });
});
