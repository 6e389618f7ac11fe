import { describe, expect, it } from "vitest";
import { siteCreateSchema } from "@domain/schemas/sites";
import { closureSchema } from "@domain/schedules/working-calendar";
import { scheduleCreateSchema } from "@domain/schemas/schedules";
import english from "@/i18n/locales/en/sites.json";

/** Every reason the site form can show comes from the catalogue, so a Spanish user reads it in Spanish. */
describe("site form reasons", () => {
  const known = new Set(Object.values(english.validation));
  const reasons = (input: Record<string, unknown>) =>
    (siteCreateSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  const closureReasons = (input: Record<string, unknown>) =>
    (closureSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  const scheduleReasons = (input: Record<string, unknown>) =>
    (scheduleCreateSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  it("has every message the shared site, closure and schedule schemas give in the sites catalogue, and no other", () => {
    const found = [
      ...scheduleReasons({ formId: "x", ownerRole: "x", frequency: { kind: "weekly", weekdays: [], dueTime: "9" } }),
      ...scheduleReasons({ formId: "pest", ownerRole: "qa_tech", frequency: { kind: "per_shift", shifts: [] } }),
      ...scheduleReasons({
        formId: "pest",
        ownerRole: "qa_tech",
        startsOn: "2026-02-30",
        frequency: {
          kind: "per_shift",
          shifts: [
            { name: " ", dueTime: "10:00" },
            { name: "B", dueTime: "09:00" },
          ],
        },
      }),
      ...closureReasons({ from: "2026-02-30", to: "", kind: "holiday", name: " " }),
      ...closureReasons({ from: "2026-03-02", to: "2026-03-01", kind: "holiday", name: "Refit" }),
      ...reasons({ slug: "A", name: "A", address: "1", timezone: "Mars/Olympus", type: "moon" }),
      ...reasons({ slug: "a".repeat(41), name: "a".repeat(121), address: "a".repeat(301), timezone: "UTC" }),
      ...reasons({ slug: "a--b", name: "Yuma", address: "1 Main St", timezone: "UTC", type: "harvest" }),
    ];
    expect(new Set(found)).toEqual(known);
  });
});
