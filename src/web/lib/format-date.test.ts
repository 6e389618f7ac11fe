import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n/i18n";
import {
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatSignedAt,
  formatTime,
  setSiteTimeZone,
} from "./format-date";

const lateInOxnard = "2026-07-15T06:30:00.000Z"; // 23:30 on Jul 14 in Oxnard and in Yuma

describe("format-date in English", () => {
  beforeAll(() => i18n.changeLanguage("en"));

  it("shows a calendar date as itself in any browser zone", () => {
    expect(formatDate("2026-03-07")).toBe("Mar 7, 2026");
    expect(formatDate("2026-03-07", "short")).toBe("Mar 7");
    expect(formatDate("2026-03-07", "long")).toBe("March 7, 2026");
    expect(formatDate(null)).toBe("—");
  });

  it("shows an instant at the site's zone (23:30 in Oxnard is still that day there)", () => {
    expect(formatInstantDate(lateInOxnard, "America/Los_Angeles")).toBe("Jul 14, 2026");
    expect(formatInstantDate(lateInOxnard, "America/Phoenix")).toBe("Jul 14, 2026");
    expect(formatInstantDate(lateInOxnard, "UTC")).toBe("Jul 15, 2026");
    expect(formatDateTime(lateInOxnard, "America/Los_Angeles")).toBe("Jul 14, 2026, 11:30 PM");
    expect(formatDateTime("2026-07-15T06:30:05.000Z", "America/Phoenix", { seconds: true })).toBe(
      "Jul 14, 2026, 11:30:05 PM",
    );
    expect(formatTime(lateInOxnard, "America/Los_Angeles")).toBe("11:30 PM");
  });

  it("shows a signature's time to the second with the site's zone named", () => {
    expect(formatSignedAt("2026-07-15T06:30:05.000Z", "America/Phoenix")).toBe("Jul 14, 2026, 11:30:05 PM MST");
  });

  it("shows instants in the current site's zone when none is given, calendar dates unshifted", () => {
    setSiteTimeZone("America/Los_Angeles");
    expect(formatDateTime(lateInOxnard)).toBe("Jul 14, 2026, 11:30 PM");
    expect(formatDate("2026-07-15")).toBe("Jul 15, 2026");
    setSiteTimeZone("UTC");
    expect(formatInstantDate(lateInOxnard)).toBe("Jul 15, 2026");
    setSiteTimeZone(undefined);
  });
});

describe("format-date in Spanish", () => {
  beforeAll(() => i18n.changeLanguage("es"));
  afterAll(() => i18n.changeLanguage("en"));

  it("writes calendar dates the Spanish way", () => {
    expect(formatDate("2026-03-07")).toBe("7 mar 2026");
    expect(formatDate("2026-03-07", "short")).toBe("7 mar");
    expect(formatDate("2026-03-07", "long")).toBe("7 de marzo de 2026");
    expect(formatDate(undefined)).toBe("—");
  });

  it("keeps the site's zone and writes the time as a US Spanish reader does", () => {
    expect(formatInstantDate(lateInOxnard, "America/Los_Angeles")).toBe("14 jul 2026");
    expect(formatInstantDate(lateInOxnard, "UTC")).toBe("15 jul 2026");
    expect(formatDateTime(lateInOxnard, "America/Los_Angeles").replace(/\s/g, " ")).toBe("14 jul 2026, 11:30 p.m.");
    expect(formatTime("2026-07-14T16:05:00.000Z", "America/Phoenix").replace(/\s/g, " ")).toBe("9:05 a.m.");
  });
});
