import { describe, expect, it } from "vitest";
import { digestDue } from "./notification-preferences";

describe("digestDue", () => {
  it("is due from the set hour of the member's own local day, not the server's", () => {
    // 14:59 UTC is 06:59 in Los Angeles (PST, UTC−8) and 07:59 in Phoenix (MST, UTC−7).
    const now = new Date("2026-11-23T14:59:00Z");
    expect(digestDue(now, "America/Los_Angeles", 7)).toBe(false);
    expect(digestDue(now, "America/Phoenix", 7)).toBe(true);
    expect(digestDue(new Date("2026-11-23T15:00:00Z"), "America/Los_Angeles", 7)).toBe(true);
  });

  it("starts again at local midnight: just after it, the new day's digest is not yet due", () => {
    expect(digestDue(new Date("2026-11-24T08:05:00Z"), "America/Los_Angeles", 7)).toBe(false);
    expect(digestDue(new Date("2026-11-24T07:55:00Z"), "America/Los_Angeles", 7)).toBe(true);
  });
});
