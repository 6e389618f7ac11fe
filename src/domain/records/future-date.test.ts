import { describe, expect, it } from "vitest";
import { isInFuture } from "./future-date";

describe("a record's date", () => {
  const now = new Date("2025-03-07T12:00:00Z");

  it("may be now or in the past", () => {
    expect(isInFuture(now, now)).toBe(false);
    expect(isInFuture(new Date("2025-03-06T23:59:00Z"), now)).toBe(false);
  });

  it("may run up to five minutes ahead of the server's clock", () => {
    expect(isInFuture(new Date("2025-03-07T12:05:00Z"), now)).toBe(false);
  });

  it("is refused beyond five minutes ahead", () => {
    expect(isInFuture(new Date("2025-03-07T12:05:00.001Z"), now)).toBe(true);
    expect(isInFuture(new Date("2025-03-08T12:00:00Z"), now)).toBe(true);
  });
});
