import { describe, expect, it } from "vitest";
import { addWorkingDays } from "../dates";
import { dueState, verificationDueDate } from "./working-days";

describe("verification due dates", () => {
  it("counts 7 working days from the site-local date of submission", () => {
    const lateEvening = new Date("2025-03-08T05:30:00Z"); // Fri 21:30 in Oxnard, Sat in UTC
    expect(verificationDueDate(lateEvening, "America/Los_Angeles")).toBe("2025-03-18");
    expect(verificationDueDate(lateEvening, "UTC")).toBe("2025-03-18"); // from Saturday, as from Friday
    expect(verificationDueDate(new Date("2025-03-07T17:00:00Z"), "America/Los_Angeles")).toBe("2025-03-18");
  });

  it("classifies due dates against today", () => {
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
