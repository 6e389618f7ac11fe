import { describe, expect, it } from "vitest";
import { scheduledGapOutcomes } from "./evaluate-audit";
import { rhythmCovers, scheduleRhythm } from "./scheduled-gaps";

describe("a schedule's rhythm against a frequency rule", () => {
  it("is daily for per-shift, daily and operating-day schedules, weekly for weekly ones, longer otherwise", () => {
    expect(scheduleRhythm({ kind: "operating_days", dueTime: "07:00" })).toBe("day");
    expect(scheduleRhythm({ kind: "per_shift", shifts: [{ name: "Day", dueTime: "10:00" }] })).toBe("day");
    expect(scheduleRhythm({ kind: "weekly", weekdays: [1], dueTime: "16:00" })).toBe("week");
    expect(scheduleRhythm({ kind: "monthly", dayOfMonth: 28, dueTime: "17:00" })).toBe("longer");
  });

  it("covers a rule asking no more often than it expects", () => {
    expect(rhythmCovers("day", "working_day")).toBe(true);
    expect(rhythmCovers("day", "week")).toBe(true);
    expect(rhythmCovers("week", "week")).toBe(true);
    expect(rhythmCovers("week", "working_day")).toBe(false);
    expect(rhythmCovers("longer", "week")).toBe(false);
  });
});

describe("a scheduled form's missed days under a clause", () => {
  const form = { formId: "pest", clauseIds: ["3.01.04"], since: "2026-10-01", rhythm: "week" as const };

  it("is one partly outcome naming each day once, in order; nothing without missed days or another clause", () => {
    const [outcome, ...rest] = scheduledGapOutcomes(
      [{ ...form, missed: ["2026-10-12", "2026-10-05", "2026-10-12"] }],
      "3.01.04",
    );
    expect(rest).toEqual([]);
    expect(outcome!.status).toBe("partly");
    expect(outcome!.findings.map((f) => f.text)).toEqual([
      {
        key: "documentAudit:scheduledLogsMissing.text",
        values: { form: "pest", count: 2, dates: "2026-10-05, 2026-10-12" },
      },
    ]);
    expect(scheduledGapOutcomes([{ ...form, missed: [] }], "3.01.04")).toEqual([]);
    expect(scheduledGapOutcomes([{ ...form, missed: ["2026-10-05"] }], "3.01.02")).toEqual([]);
  });

  it("lists the first five days and counts them all", () => {
    const missed = ["2026-10-01", "2026-10-02", "2026-10-03", "2026-10-04", "2026-10-05", "2026-10-06"];
    const [outcome] = scheduledGapOutcomes([{ ...form, missed }], "3.01.04");
    expect(outcome!.findings[0]!.text.values).toEqual({
      form: "pest",
      count: 6,
      dates: "2026-10-01, 2026-10-02, 2026-10-03, 2026-10-04, 2026-10-05, …",
    });
  });
});
