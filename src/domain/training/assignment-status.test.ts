import { describe, expect, it } from "vitest";
import { assignmentStatus } from "./assignment-status";

describe("assignmentStatus", () => {
  it("is pending up to and including the due date", () => {
    expect(assignmentStatus({ completedAt: null, dueDate: "2025-05-01" }, "2025-04-30")).toBe("pending");
    expect(assignmentStatus({ completedAt: null, dueDate: "2025-05-01" }, "2025-05-01")).toBe("pending");
  });
  it("is overdue the day after the due date when not completed", () => {
    expect(assignmentStatus({ completedAt: null, dueDate: "2025-05-01" }, "2025-05-02")).toBe("overdue");
  });
  it("is completed once completed, even late", () => {
    expect(
      assignmentStatus({ completedAt: new Date("2025-05-10T12:00:00Z"), dueDate: "2025-05-01" }, "2025-06-01"),
    ).toBe("completed");
  });
});
