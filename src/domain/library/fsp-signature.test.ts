import { describe, expect, it } from "vitest";
import { planLastChangedAt, signatureIsCurrent } from "./fsp";

const signedAt = new Date("2026-11-01T15:00:00Z");

describe("whether a Food Safety Plan signature is current", () => {
  it("is current while the plan reads as signed and nothing changed since", () => {
    const plan = { contentHash: "abc", lastChangedAt: new Date("2026-11-01T14:00:00Z") };
    expect(signatureIsCurrent({ contentHash: "abc", signedAt }, plan)).toBe(true);
  });

  it("is not current once the plan reads differently", () => {
    expect(signatureIsCurrent({ contentHash: "abc", signedAt }, { contentHash: "def", lastChangedAt: null })).toBe(
      false,
    );
  });

  it("is not revived by content edited back to what was signed: a section changed after the signing", () => {
    const plan = { contentHash: "abc", lastChangedAt: new Date("2026-11-02T09:00:00Z") };
    expect(signatureIsCurrent({ contentHash: "abc", signedAt }, plan)).toBe(false);
  });

  it("takes the latest change among the sections", () => {
    const sections = [
      { updatedAt: new Date("2026-10-01T00:00:00Z") },
      { updatedAt: new Date("2026-11-02T09:00:00Z") },
      { updatedAt: new Date("2026-10-15T00:00:00Z") },
    ];
    expect(planLastChangedAt(sections)).toEqual(new Date("2026-11-02T09:00:00Z"));
    expect(planLastChangedAt([])).toBeNull();
  });
});
