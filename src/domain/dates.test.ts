import { tz, tzOffset } from "@date-fns/tz";
import { differenceInCalendarDays, format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  formatCalendarDate,
  formatSiteDateTime,
  addWorkingDays,
  daysBetween,
  elapsedDays,
  isIsoDate,
  isOverdue,
  localDate,
  zoneOffsetMinutes,
  shiftInstant,
  siteToday,
  startOfSiteDay,
  utcDate,
  zonedDateTime,
} from "./dates";

const LA = "America/Los_Angeles";
const PHOENIX = "America/Phoenix";

describe("today at the site", () => {
  it("is the site's own date at 23:30 local, though UTC has moved on (summer and winter)", () => {
    // 23:30 in Oxnard on 2026-07-14 (PDT, UTC−7) is 06:30 UTC on the 15th.
    expect(siteToday(LA, new Date("2026-07-15T06:30:00Z"))).toBe("2026-07-14");
    // 23:30 in Oxnard on 2026-01-14 (PST, UTC−8) is 07:30 UTC on the 15th.
    expect(siteToday(LA, new Date("2026-01-15T07:30:00Z"))).toBe("2026-01-14");
    // Yuma keeps UTC−7 all year.
    expect(siteToday(PHOENIX, new Date("2026-07-15T06:30:00Z"))).toBe("2026-07-14");
    expect(siteToday(PHOENIX, new Date("2026-01-15T06:30:00Z"))).toBe("2026-01-14");
    expect(utcDate(new Date("2026-07-15T06:30:00Z"))).toBe("2026-07-15");
  });

  it("turns over at the site's midnight", () => {
    expect(siteToday(LA, zonedDateTime("2026-07-14", 23, 59, LA))).toBe("2026-07-14");
    expect(siteToday(LA, zonedDateTime("2026-07-15", 0, 0, LA))).toBe("2026-07-15");
    expect(startOfSiteDay("2026-07-15", LA).toISOString()).toBe("2026-07-15T07:00:00.000Z");
    expect(startOfSiteDay("2026-07-15", PHOENIX).toISOString()).toBe("2026-07-15T07:00:00.000Z");
  });

  it("keeps a year below 100 (the Date constructor would read 0026 as 1926)", () => {
    expect(zonedDateTime("0026-03-05", 12, 0, "UTC").toISOString()).toBe("0026-03-05T12:00:00.000Z");
    expect(zonedDateTime("0002-01-01", 0, 0, "UTC").getUTCFullYear()).toBe(2);
    expect(zonedDateTime("1926-03-05", 12, 0, "UTC").toISOString()).toBe("1926-03-05T12:00:00.000Z");
  });

  it("makes a date due today overdue only on the next local day", () => {
    for (const zone of [LA, PHOENIX]) {
      const lateTonight = zonedDateTime("2026-07-14", 23, 30, zone);
      expect(isOverdue("2026-07-14", siteToday(zone, lateTonight))).toBe(false);
      const tomorrowMorning = zonedDateTime("2026-07-15", 0, 5, zone);
      expect(isOverdue("2026-07-14", siteToday(zone, tomorrowMorning))).toBe(true);
      expect(isOverdue("2026-07-15", siteToday(zone, tomorrowMorning))).toBe(false);
    }
  });
});

describe("calendar arithmetic on site dates", () => {
  it("adds calendar days across months, years and DST changes", () => {
    expect(addCalendarDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-08", 1)).toBe("2026-03-09"); // US DST starts
    expect(addCalendarDays("2026-11-01", 1)).toBe("2026-11-02"); // US DST ends
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("skips weekends when counting working days, forwards and backwards", () => {
    expect(addWorkingDays("2025-03-07", 1)).toBe("2025-03-10"); // Fri → Mon
    expect(addWorkingDays("2025-03-03", 7)).toBe("2025-03-12"); // Mon → Wed next week
    expect(addWorkingDays("2025-03-08", 1)).toBe("2025-03-10"); // Sat → Mon
    expect(addWorkingDays("2025-03-09", -1)).toBe("2025-03-07"); // Sun → Fri
    expect(addWorkingDays("2025-03-10", -1)).toBe("2025-03-07"); // Mon → Fri
    expect(addWorkingDays("2025-03-10", 0)).toBe("2025-03-10");
  });

  it("counts whole days between dates", () => {
    expect(daysBetween("2025-03-01", "2025-03-08")).toBe(7);
    expect(daysBetween("2025-03-08", "2025-03-01")).toBe(-7);
    expect(daysBetween("2026-03-07", "2026-03-10")).toBe(3); // across the DST change
  });

  it("counts days between dates as date-fns does, across months, leap days and years", () => {
    const days = ["1999-12-31", "2024-02-28", "2024-02-29", "2024-03-01", "2025-01-01", "2026-10-25", "2026-11-01"];
    for (const from of days)
      for (const to of days)
        expect(daysBetween(from, to)).toBe(
          differenceInCalendarDays(parseISO(to, { in: tz("UTC") }), parseISO(from, { in: tz("UTC") }), {
            in: tz("UTC"),
          }),
        );
    expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN(); // not a date: as date-fns answers
  });

  it("knows a real calendar date", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
  });
});

describe("instants", () => {
  it("dates an instant in the site's time zone", () => {
    const lateEvening = new Date("2025-03-08T05:30:00Z"); // Fri 21:30 in Oxnard, Sat in UTC
    expect(localDate(lateEvening, LA)).toBe("2025-03-07");
    expect(localDate(lateEvening, "UTC")).toBe("2025-03-08");
  });

  it("turns a site-local date and time into the instant", () => {
    expect(zonedDateTime("2025-03-07", 9, 30, LA).toISOString()).toBe("2025-03-07T17:30:00.000Z");
    expect(zonedDateTime("2025-07-07", 9, 30, LA).toISOString()).toBe("2025-07-07T16:30:00.000Z");
    expect(zonedDateTime("2025-07-07", 23, 0, PHOENIX).toISOString()).toBe("2025-07-08T06:00:00.000Z");
    expect(localDate(zonedDateTime("2025-11-02", 0, 30, LA), LA)).toBe("2025-11-02");
  });

  it("moves an instant by fixed durations", () => {
    const at = new Date("2026-03-07T12:00:00Z");
    expect(shiftInstant(at, { days: 2 }).toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(shiftInstant(at, { days: -1, hours: -3, minutes: 30 }).toISOString()).toBe("2026-03-06T09:30:00.000Z");
  });
});

describe("elapsed days", () => {
  it("counts whole 24-hour days", () => {
    expect(elapsedDays(new Date("2026-03-01T12:00:00Z"), new Date("2026-03-15T11:59:00Z"))).toBe(13);
    expect(elapsedDays(new Date("2026-03-01T12:00:00Z"), new Date("2026-03-15T12:00:00Z"))).toBe(14);
  });
});

describe("dates for a reader (server documents)", () => {
  it("writes a calendar date in the reader's language, never shifted by a zone", () => {
    expect(formatCalendarDate("2026-03-07", "en")).toBe("Mar 7, 2026");
    expect(formatCalendarDate("2026-03-07", "es")).toBe("7 mar 2026");
  });

  it("writes an instant at the site with its zone named", () => {
    const instant = new Date("2026-11-22T22:14:05Z");
    expect(formatSiteDateTime(instant, "America/Los_Angeles", "en")).toBe("Nov 22, 2026, 2:14 PM PST");
    expect(formatSiteDateTime(instant, "America/Los_Angeles", "es")).toBe("22 nov 2026, 2:14 p.m. PST");
    expect(formatSiteDateTime(instant, "America/New_York", "en", { seconds: true })).toBe(
      "Nov 22, 2026, 5:14:05 PM EST",
    );
  });
});

describe("localDate against date-fns's format in the zone (decision 173)", () => {
  it("gives the same calendar date through a year, minute by minute across each change of offset, in zones with odd offsets", () => {
    const zones = [
      "America/Los_Angeles",
      "America/Phoenix",
      "Europe/Madrid",
      "Australia/Lord_Howe", // a 30-minute daylight saving shift
      "Asia/Kathmandu", // +05:45
      "Pacific/Chatham", // +12:45 / +13:45
      "America/St_Johns", // -03:30 / -02:30
      "UTC",
    ];
    const step = 53 * 60_000;
    const start = Date.UTC(2026, 0, 1);
    const mismatches: string[] = [];
    const check = (zone: string, ms: number) => {
      const instant = new Date(ms);
      const expected = format(instant, "yyyy-MM-dd", { in: tz(zone) });
      if (localDate(instant, zone) !== expected) mismatches.push(`${zone} ${instant.toISOString()}`);
      // The kept offset is Intl's at this very minute (a date changes only near midnight; the offset always).
      if (zoneOffsetMinutes(zone, ms) !== tzOffset(zone, instant))
        mismatches.push(`${zone} ${instant.toISOString()} offset`);
    };
    let transitions = 0;
    for (const zone of zones) {
      for (let ms = start; ms < start + 366 * 24 * 3_600_000; ms += step) {
        check(zone, ms);
        // The offset changed within this step: every minute of it.
        if (tzOffset(zone, new Date(ms)) !== tzOffset(zone, new Date(ms + step))) {
          transitions++;
          for (let minute = ms + 60_000; minute < ms + step; minute += 60_000) check(zone, minute);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Two a year in each zone with daylight saving time (Los Angeles, Madrid, Lord Howe, Chatham, St John's).
    expect(transitions).toBe(10);
  });

  it("refuses an invalid instant and an unknown zone", () => {
    expect(() => localDate(new Date(Number.NaN), "UTC")).toThrow(RangeError);
    expect(() => localDate(new Date(), "Nowhere/Zone")).toThrow(RangeError);
  });
});
