import { describe, expect, it } from "vitest";
import { roleOptionLabel } from "./assign-labels";

describe("roleOptionLabel", () => {
  it("shows the count once known and a loading state before, never a made-up 0", () => {
    expect(roleOptionLabel("Harvest Crew", undefined)).toBe("Harvest Crew (counting…)");
    expect(roleOptionLabel("Harvest Crew", 0)).toBe("Harvest Crew (0)");
    expect(roleOptionLabel("Harvest Crew", 12)).toBe("Harvest Crew (12)");
  });
});
