import { describe, expect, it } from "vitest";
import { zonedDateTime } from "../dates";
import { verificationDueDate } from "../records/working-days";
import { addOperatingDays, DEFAULT_WORKING_CALENDAR, workingCalendarSchema } from "./working-calendar";

const thanksgiving = {
  operatingWeekdays: [1, 2, 3, 4, 5],
  closures: [{ from: "2026-11-26", to: "2026-11-27", kind: "holiday" as const, name: "Thanksgiving" }],
};

describe("the working calendar", () => {
  it("counts operating days past weekends and closures", () => {
    expect(addOperatingDays(DEFAULT_WORKING_CALENDAR, "2026-11-20", 1)).toBe("2026-11-23"); // Fri → Mon
    expect(addOperatingDays(thanksgiving, "2026-11-25", 1)).toBe("2026-11-30"); // Wed → Mon after the holiday
  });

  it("moves the 7-working-day verification deadline past the site's holidays", () => {
    const monday = zonedDateTime("2026-11-23", 9, 0, "America/Los_Angeles");
    expect(verificationDueDate(monday, "America/Los_Angeles")).toBe("2026-12-02");
    expect(verificationDueDate(monday, "America/Los_Angeles", thanksgiving)).toBe("2026-12-04");
  });

  it("refuses a calendar that never operates, a weekday twice, or a closure ending before it starts", () => {
    const problems = (value: unknown) =>
      workingCalendarSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(problems({ operatingWeekdays: [], closures: [] })).toEqual([
      "operatingWeekdays: Choose at least one operating day",
    ]);
    expect(problems({ operatingWeekdays: [1, 1], closures: [] })).toEqual([
      "operatingWeekdays: A weekday is listed twice",
    ]);
    expect(
      problems({
        operatingWeekdays: [1],
        closures: [{ from: "2026-12-26", to: "2026-12-24", kind: "holiday", name: "Christmas" }],
      }),
    ).toEqual(["closures.0.to: Ends before it starts"]);
  });
});
