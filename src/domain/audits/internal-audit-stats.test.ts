import { describe, expect, it } from "vitest";
import { internalAuditStats } from "./internal-audit-stats";

const oxnard = "America/Los_Angeles";
// 23:30 on 7 March 2026 in Oxnard (PST, UTC−8) is 07:30 on 8 March in UTC.
const lateEvening = new Date("2026-03-08T07:30:00Z");

const audit = (
  status: "scheduled" | "in-progress" | "completed",
  date: string,
  done?: { at: string; percent: number | null },
) => ({
  status,
  date,
  completedAt: done?.at ?? null,
  score: done ? { earned: 0, possible: 0, percent: done.percent } : null,
});

describe("internalAuditStats", () => {
  it("counts audits scheduled for the site's today or later: at 23:30 in Oxnard, today is still the 7th", () => {
    const audits = [
      audit("scheduled", "2026-03-08"),
      audit("scheduled", "2026-03-07"),
      audit("scheduled", "2026-03-06"),
      audit("in-progress", "2026-03-07"),
    ];
    expect(internalAuditStats(audits, [], lateEvening, oxnard).scheduled).toBe(2);
    // In UTC the same instant is already the 8th: the audit dated the 7th would no longer be upcoming.
    expect(internalAuditStats(audits, [], lateEvening, "UTC").scheduled).toBe(1);
    expect(internalAuditStats(audits, [], lateEvening, oxnard).inProgress).toBe(1);
  });

  it("takes the last score from the audit completed most recently, dated at the site", () => {
    const audits = [
      audit("completed", "2026-03-01", { at: "2026-03-02T18:00:00Z", percent: 81 }),
      audit("scheduled", "2026-04-01"),
      // Scheduled earlier but completed later (at 22:00 on 6 March in Oxnard, the 7th in UTC).
      audit("completed", "2026-02-20", { at: "2026-03-07T06:00:00Z", percent: 92 }),
    ];
    expect(internalAuditStats(audits, [], lateEvening, oxnard).lastCompleted).toEqual({
      percent: 92,
      completedOn: "2026-03-06",
    });
    expect(internalAuditStats([audit("scheduled", "2026-04-01")], [], lateEvening, oxnard).lastCompleted).toBeNull();
  });

  it("counts open findings and, of those, the overdue ones; closed findings count in neither", () => {
    const findings = [
      { status: "open" as const, overdue: true },
      { status: "open" as const, overdue: false },
      { status: "open" as const, overdue: true },
      { status: "closed" as const, overdue: false },
    ];
    const stats = internalAuditStats([], findings, lateEvening, oxnard);
    expect([stats.openFindings, stats.overdueFindings]).toEqual([3, 2]);
  });
});
