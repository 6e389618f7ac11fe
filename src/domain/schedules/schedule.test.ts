import { describe, expect, it } from "vitest";
import { siteDays, zonedDateTime } from "../dates";
import { expandSchedule, type ExpectedLog, matchExpectedLogs, type ScheduleFrequency } from "./schedule";
import { DEFAULT_WORKING_CALENDAR, type WorkingCalendar } from "./working-calendar";

const LA = "America/Los_Angeles";
const expand = (frequency: ScheduleFrequency, from: string, to: string, calendar = DEFAULT_WORKING_CALENDAR) =>
  expandSchedule({ id: "s1", frequency, startsOn: "2020-01-01" }, calendar, siteDays(from, to, LA), LA);
const dates = (logs: ExpectedLog[]) => logs.map((l) => l.date);
const operatingDates = (logs: ExpectedLog[]) => logs.filter((l) => l.operating).map((l) => l.date);
const record = (id: string, date: string, h: number, m = 0) => ({ id, observedAt: zonedDateTime(date, h, m, LA) });

// 2026-03-02 is a Monday; 2026-03-08 (Sunday) is the spring-forward day in Los Angeles, 2026-11-01 the fall-back day.
describe("expanding a schedule over the working calendar", () => {
  it("expects an operating-days log Monday to Friday and marks the weekend as not operating", () => {
    const logs = expand({ kind: "operating_days", dueTime: "10:00" }, "2026-03-02", "2026-03-08");
    expect(dates(logs)).toHaveLength(7);
    expect(operatingDates(logs)).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"]);
  });

  it("skips the site's holidays and shutdowns, and works the weekdays the site says it works", () => {
    const calendar: WorkingCalendar = {
      operatingWeekdays: [1, 2, 3, 4, 5, 6],
      closures: [
        { from: "2026-03-04", to: "2026-03-04", kind: "holiday", name: "Founders' day" },
        { from: "2026-03-09", to: "2026-03-10", kind: "shutdown", name: "Line refit" },
      ],
    };
    const logs = expand({ kind: "operating_days", dueTime: "10:00" }, "2026-03-02", "2026-03-11", calendar);
    expect(operatingDates(logs)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-11",
    ]);
  });

  it("expects a daily log every calendar day, holidays included", () => {
    const calendar: WorkingCalendar = {
      ...DEFAULT_WORKING_CALENDAR,
      closures: [{ from: "2026-12-25", to: "2026-12-25", kind: "holiday", name: "Christmas" }],
    };
    const logs = expand({ kind: "daily", dueTime: "08:00" }, "2026-12-24", "2026-12-27", calendar);
    expect(operatingDates(logs)).toEqual(["2026-12-24", "2026-12-25", "2026-12-26", "2026-12-27"]);
  });

  it("expects one log per shift on operating days, each due by its time, windows following each other", () => {
    const logs = expand(
      {
        kind: "per_shift",
        shifts: [
          { name: "Morning", dueTime: "09:00" },
          { name: "Afternoon", dueTime: "15:00" },
          { name: "Night", dueTime: "23:00" },
        ],
      },
      "2026-03-06",
      "2026-03-07",
    );
    expect(logs.map((l) => [l.date, l.shift, l.operating])).toEqual([
      ["2026-03-06", "Morning", true],
      ["2026-03-06", "Afternoon", true],
      ["2026-03-06", "Night", true],
      ["2026-03-07", "Morning", false],
      ["2026-03-07", "Afternoon", false],
      ["2026-03-07", "Night", false],
    ]);
    expect(logs[1]!.windowStart).toEqual(logs[0]!.dueAt);
    expect(logs[1]!.dueAt.toISOString()).toBe("2026-03-06T23:00:00.000Z"); // 15:00 PST
  });

  it("keeps one log a day and the site's wall-clock due time across both daylight-saving changes", () => {
    const spring = expand({ kind: "daily", dueTime: "10:00" }, "2026-03-07", "2026-03-09");
    expect(spring.map((l) => l.dueAt.toISOString())).toEqual([
      "2026-03-07T18:00:00.000Z", // PST, UTC-8
      "2026-03-08T17:00:00.000Z", // PDT from that morning, UTC-7
      "2026-03-09T17:00:00.000Z",
    ]);
    const fall = expand({ kind: "daily", dueTime: "10:00" }, "2026-10-31", "2026-11-02");
    expect(fall.map((l) => l.dueAt.toISOString())).toEqual([
      "2026-10-31T17:00:00.000Z",
      "2026-11-01T18:00:00.000Z",
      "2026-11-02T18:00:00.000Z",
    ]);
    // The fall-back day has 25 hours: its window still runs from its own midnight to the next.
    expect(fall[1]!.lateUntil.getTime() - fall[1]!.windowStart.getTime()).toBe(25 * 3600_000);
  });

  it("expects weekly logs on the chosen weekdays only", () => {
    const logs = expand({ kind: "weekly", weekdays: [1, 4], dueTime: "12:00" }, "2026-03-01", "2026-03-14");
    expect(dates(logs)).toEqual(["2026-03-02", "2026-03-05", "2026-03-09", "2026-03-12"]);
  });

  it("clamps a monthly day past the month's end to its last day, and opens the window on the 1st", () => {
    const logs = expand({ kind: "monthly", dayOfMonth: 31, dueTime: "17:00" }, "2028-01-01", "2028-04-30");
    expect(dates(logs)).toEqual(["2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"]);
    expect(logs[1]!.windowStart).toEqual(zonedDateTime("2028-02-01", 0, 0, LA));
  });

  it("expects a yearly log on its date, done any time in the year before", () => {
    const logs = expand({ kind: "yearly", month: 4, day: 15, dueTime: "17:00" }, "2026-01-01", "2027-12-31");
    expect(dates(logs)).toEqual(["2026-04-15", "2027-04-15"]);
    expect(logs[1]!.windowStart).toEqual(zonedDateTime("2026-04-16", 0, 0, LA));
  });

  it("expects nothing before the schedule starts or after it ends", () => {
    const logs = expandSchedule(
      { id: "s1", frequency: { kind: "daily", dueTime: "10:00" }, startsOn: "2026-03-04", endsOn: "2026-03-05" },
      DEFAULT_WORKING_CALENDAR,
      siteDays("2026-03-01", "2026-03-31", LA),
      LA,
    );
    expect(dates(logs)).toEqual(["2026-03-04", "2026-03-05"]);
  });
});

describe("matching expected logs to the records made", () => {
  const now = zonedDateTime("2026-03-06", 12, 0, LA);
  const week = expand({ kind: "operating_days", dueTime: "10:00" }, "2026-03-02", "2026-03-08");

  it("says done, late, missing, due and not operating, each with the record that answers it", () => {
    const results = matchExpectedLogs(
      week,
      [record("r-mon", "2026-03-02", 7, 30), record("r-tue-late", "2026-03-03", 14), record("r-thu", "2026-03-05", 9)],
      now,
    );
    expect(results.map((r) => [r.date, r.status, r.recordId])).toEqual([
      ["2026-03-02", "done", "r-mon"],
      ["2026-03-03", "late", "r-tue-late"],
      ["2026-03-04", "missing", undefined],
      ["2026-03-05", "done", "r-thu"],
      ["2026-03-06", "missing", undefined], // 12:00, due at 10:00
      ["2026-03-07", "not_operating", undefined],
      ["2026-03-08", "not_operating", undefined],
    ]);
    const beforeDue = matchExpectedLogs(week, [], zonedDateTime("2026-03-06", 9, 0, LA));
    expect(beforeDue[4]!.status).toBe("due");
  });

  it("lets one record answer one expected log only", () => {
    const shifts = expand(
      {
        kind: "per_shift",
        shifts: [
          { name: "Morning", dueTime: "09:00" },
          { name: "Afternoon", dueTime: "15:00" },
        ],
      },
      "2026-03-02",
      "2026-03-02",
    );
    const results = matchExpectedLogs(shifts, [record("only", "2026-03-02", 8)], now);
    expect(results.map((r) => r.status)).toEqual(["done", "missing"]);
  });

  it("does not count a log filled the next day as yesterday's", () => {
    const results = matchExpectedLogs(week.slice(0, 1), [record("next-day", "2026-03-03", 8)], now);
    expect(results[0]!.status).toBe("missing");
  });

  it("counts a monthly log made any day of the month before its due day", () => {
    const month = expand({ kind: "monthly", dayOfMonth: 28, dueTime: "17:00" }, "2026-03-01", "2026-03-31");
    const later = zonedDateTime("2026-04-02", 9, 0, LA);
    expect(matchExpectedLogs(month, [record("cal", "2026-03-03", 11)], later)[0]!.status).toBe("done");
    expect(matchExpectedLogs(month, [record("cal", "2026-03-30", 11)], later)[0]!.status).toBe("late");
    expect(matchExpectedLogs(month, [], later)[0]!.status).toBe("missing");
  });
});
