import { describe, expect, it } from "vitest";
import { siteCreateSchema } from "@domain/schemas/sites";
import { closureSchema } from "@domain/schedules/working-calendar";
import english from "@/i18n/locales/en/sites.json";

/** Every reason the site form can show comes from the catalogue, so a Spanish user reads it in Spanish. */
describe("site form reasons", () => {
  const known = new Set(Object.values(english.validation));
  const reasons = (input: Record<string, unknown>) =>
    (siteCreateSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  const closureReasons = (input: Record<string, unknown>) =>
    (closureSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  it("has every message the shared site and closure schemas give in the sites catalogue, and no other", () => {
    const found = [
      ...closureReasons({ from: "2026-02-30", to: "", kind: "holiday", name: " " }),
      ...closureReasons({ from: "2026-03-02", to: "2026-03-01", kind: "holiday", name: "Refit" }),
      ...reasons({ slug: "A", name: "A", address: "1", timezone: "Mars/Olympus", type: "moon" }),
      ...reasons({ slug: "a".repeat(41), name: "a".repeat(121), address: "a".repeat(301), timezone: "UTC" }),
      ...reasons({ slug: "a--b", name: "Yuma", address: "1 Main St", timezone: "UTC", type: "harvest" }),
    ];
    expect(new Set(found)).toEqual(known);
  });
});
