import { describe, expect, it } from "vitest";
import { internalAuditStats } from "./internal-audit-stats";

const audit = (status: "scheduled" | "in-progress" | "completed", date: string, percent: number | null = null) => ({
  status,
  date,
  score: status === "completed" ? { earned: 0, possible: 0, percent } : null,
});

describe("internalAuditStats", () => {
  it("counts scheduled audits dated today or later at the site, not those already past", () => {
    const audits = [
      audit("scheduled", "2026-03-08"),
      audit("scheduled", "2026-03-07"),
      audit("scheduled", "2026-03-06"),
      audit("in-progress", "2026-03-07"),
    ];
    // 23:30 on 7 March in Oxnard is already 8 March in UTC: the audit dated the 7th is still upcoming.
    expect(internalAuditStats(audits, [], "2026-03-07").scheduled).toBe(2);
    expect(internalAuditStats(audits, [], "2026-03-08").scheduled).toBe(1);
    expect(internalAuditStats(audits, [], "2026-03-07").inProgress).toBe(1);
  });

  it("takes the last score from the completed audit with the latest date", () => {
    const audits = [
      audit("completed", "2026-01-10", 81),
      audit("scheduled", "2026-04-01"),
      audit("completed", "2026-02-20", 92),
      audit("completed", "2025-12-01", 70),
    ];
    expect(internalAuditStats(audits, [], "2026-03-07").lastCompleted).toEqual({ date: "2026-02-20", percent: 92 });
    expect(internalAuditStats([audit("completed", "2026-02-20", null)], [], "2026-03-07").lastCompleted).toEqual({
      date: "2026-02-20",
      percent: null,
    });
    expect(internalAuditStats([audit("scheduled", "2026-04-01")], [], "2026-03-07").lastCompleted).toBeNull();
  });

  it("counts open findings and, of those, the overdue ones; closed findings count in neither", () => {
    const findings = [
      { status: "open" as const, overdue: true },
      { status: "open" as const, overdue: false },
      { status: "open" as const, overdue: true },
      { status: "closed" as const, overdue: false },
    ];
    const stats = internalAuditStats([], findings, "2026-03-07");
    expect([stats.openFindings, stats.overdueFindings]).toEqual([3, 2]);
  });
});
