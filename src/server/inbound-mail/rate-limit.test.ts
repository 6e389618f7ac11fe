import { describe, expect, it } from "vitest";
import { HOUR_MS, MINUTE_MS } from "../../domain/dates";
import { HourlyLimit } from "./rate-limit";

describe("an hourly message limit", () => {
  it("takes up to its limit per key within a sliding hour, then again as the oldest message ages out", () => {
    let now = 1_000_000;
    const limit = new HourlyLimit(2, () => now);
    expect(limit.take("a@example.com")).toBe(true);
    now += 10 * MINUTE_MS;
    expect(limit.take("a@example.com")).toBe(true);
    expect(limit.allows("a@example.com")).toBe(false);
    expect(limit.take("a@example.com")).toBe(false);
    expect(limit.take("b@example.com")).toBe(true);
    // 50 minutes later the first message is an hour old: one more fits, not two.
    now += 50 * MINUTE_MS;
    expect(limit.take("a@example.com")).toBe(true);
    expect(limit.take("a@example.com")).toBe(false);
    now += HOUR_MS;
    expect(limit.allows("a@example.com")).toBe(true);
  });
});
