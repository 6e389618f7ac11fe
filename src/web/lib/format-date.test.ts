import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatInstantDate } from "./format-date";

describe("format-date", () => {
  it("shows a calendar date as itself in any browser zone", () => {
    expect(formatDate("2026-03-07")).toBe("Mar 7, 2026");
    expect(formatDate("2026-03-07", "short")).toBe("Mar 7");
    expect(formatDate("2026-03-07", "long")).toBe("March 7, 2026");
    expect(formatDate(null)).toBe("—");
  });

  it("shows an instant at the site's zone (23:30 in Oxnard is still that day there)", () => {
    const lateInOxnard = "2026-07-15T06:30:00.000Z";
    expect(formatInstantDate(lateInOxnard, "America/Los_Angeles")).toBe("Jul 14, 2026");
    expect(formatInstantDate(lateInOxnard, "America/Phoenix")).toBe("Jul 14, 2026");
    expect(formatInstantDate(lateInOxnard, "UTC")).toBe("Jul 15, 2026");
    expect(formatDateTime(lateInOxnard, "America/Los_Angeles")).toBe("Jul 14, 2026, 11:30 PM");
  });
});
