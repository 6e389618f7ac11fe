import { describe, expect, it } from "vitest";
import { addWorkingDays, daysBetween, dueState, localDate, verificationDueDate, zonedDateTime } from "./working-days";

describe("working days", () => {
  it("skips weekends forwards and backwards", () => {
    expect(addWorkingDays("2025-03-07", 1)).toBe("2025-03-10"); // Fri → Mon
    expect(addWorkingDays("2025-03-03", 7)).toBe("2025-03-12"); // Mon → Wed next week
    expect(addWorkingDays("2025-03-08", 1)).toBe("2025-03-10"); // Sat → Mon
    expect(addWorkingDays("2025-03-10", -1)).toBe("2025-03-07"); // Mon → Fri
    expect(addWorkingDays("2025-03-10", 0)).toBe("2025-03-10");
  });

  it("dates an instant in the site's time zone", () => {
    const lateEvening = new Date("2025-03-08T05:30:00Z"); // Fri 21:30 in Oxnard, Sat in UTC
    expect(localDate(lateEvening, "America/Los_Angeles")).toBe("2025-03-07");
    expect(localDate(lateEvening, "UTC")).toBe("2025-03-08");
    expect(verificationDueDate(lateEvening, "America/Los_Angeles")).toBe("2025-03-18");
  });

  it("classifies due dates against today", () => {
    expect(daysBetween("2025-03-01", "2025-03-08")).toBe(7);
    expect(dueState("2025-03-04", "2025-03-05")).toBe("overdue");
    expect(dueState("2025-03-05", "2025-03-05")).toBe("due_soon");
    expect(dueState("2025-03-12", "2025-03-05")).toBe("due_soon");
    expect(dueState("2025-03-13", "2025-03-05")).toBe("on_time");
  });

  it("never puts a record made today within the 7-day window, whatever the weekday", () => {
    for (let d = 1; d <= 14; d++) {
      const today = `2025-03-${String(d).padStart(2, "0")}`;
      expect(dueState(addWorkingDays(today, 7), today)).toBe("on_time");
      expect(dueState(addWorkingDays(addWorkingDays(today, -1), 7), today)).toBe("on_time");
    }
  });
});

describe("zonedDateTime", () => {
  it("turns a site-local date and time into the instant", () => {
    expect(zonedDateTime("2025-03-07", 9, 30, "America/Los_Angeles").toISOString()).toBe("2025-03-07T17:30:00.000Z");
    expect(zonedDateTime("2025-07-07", 9, 30, "America/Los_Angeles").toISOString()).toBe("2025-07-07T16:30:00.000Z");
    expect(zonedDateTime("2025-07-07", 23, 0, "America/Phoenix").toISOString()).toBe("2025-07-08T06:00:00.000Z");
    expect(localDate(zonedDateTime("2025-11-02", 0, 30, "America/Los_Angeles"), "America/Los_Angeles")).toBe(
      "2025-11-02",
    );
  });
});
