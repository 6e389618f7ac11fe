import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";

describe("defaultScope", () => {
  it("holds only FSMS_1, no flags, no allergen program, lot → pallet, empty lists", () => {
    const scope = defaultScope();
    expect(scope.modules).toEqual(["FSMS_1"]);
    expect(Object.values(scope.flags).every((on) => !on)).toBe(true);
    expect(scope.processes.allergens).toBe("none");
    expect(scope.activities.traceabilityDepth).toBe("lot_pallet");
    expect([scope.products, scope.activities.water, scope.productFlags.allergensPresent]).toEqual([[], [], []]);
    expect([scope.naOverrides, scope.moduleOverrides]).toEqual([[], []]);
    expect(scope.allowNA).toBe(true);
    expect(scope.confirmedAt).toBeNull();
  });

  it("returns a fresh object each time", () => {
    const a = defaultScope();
    a.modules.push("HARVEST_7");
    expect(defaultScope().modules).toEqual(["FSMS_1"]);
  });
});
