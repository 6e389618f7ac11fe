import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";
import { excludeModule, includeModule } from "./module-selection";
import { markClauseNA } from "./clause-na";
import { setAllergenProgram, setOperationFlag, setProcess } from "./operation-flags";
import { unwrap } from "./scope-result";

const now = new Date("2025-06-01T12:00:00Z");

describe("setOperationFlag", () => {
  it("adds and removes the flag's module, FSMS_1 always kept", () => {
    const on = setOperationFlag(defaultScope(), "processing", true);
    expect(on.modules).toEqual(["FSMS_1", "PACKINGHOUSE"]);
    expect(setOperationFlag(on, "processing", false).modules).toEqual(["FSMS_1"]);
  });

  it("does not add a module for growing", () => {
    expect(setOperationFlag(defaultScope(), "growing", true).modules).toEqual(["FSMS_1"]);
  });

  it("keeps an excluded module out when its flag is turned on again", () => {
    const harvest = setOperationFlag(defaultScope(), "harvest", true);
    const excluded = unwrap(excludeModule(harvest, "HARVEST_7", "Harvest done by contractor", now));
    const again = setOperationFlag(setOperationFlag(excluded, "harvest", false), "harvest", true);
    expect(again.modules).toEqual(["FSMS_1"]);
    expect(again.moduleOverrides.map((o) => o.moduleId)).toEqual(["HARVEST_7"]);
  });

  it("keeps a module chosen by hand when another flag changes", () => {
    const chosen = unwrap(includeModule(defaultScope(), "COLD_STORAGE"));
    expect(setOperationFlag(chosen, "harvest", true).modules).toEqual(["FSMS_1", "HARVEST_7", "COLD_STORAGE"]);
  });

  it("resets processing activities when processing turns off, and only those", () => {
    let scope = setOperationFlag(setOperationFlag(defaultScope(), "processing", true), "coldStorage", true);
    scope = setProcess(setProcess(setProcess(scope, "wash", true), "metalDetection", true), "crossdock", true);
    const off = setOperationFlag(scope, "processing", false);
    expect(off.processes).toMatchObject({ wash: false, metalDetection: false, crossdock: true });
  });

  it("resets cold-storage activities by the cold-storage flag, not the processing one", () => {
    let scope = setOperationFlag(setOperationFlag(defaultScope(), "processing", true), "coldStorage", true);
    scope = setProcess(setProcess(scope, "pack", true), "longterm", true);
    const off = setOperationFlag(scope, "coldStorage", false);
    expect(off.processes).toMatchObject({ pack: true, longterm: false });
  });

  it("drops N/A marks of clauses whose module left", () => {
    const scope = unwrap(
      markClauseNA(setOperationFlag(defaultScope(), "harvest", true), "7.01.01", "No harvesting here", now),
    );
    expect(setOperationFlag(scope, "harvest", false).naOverrides).toEqual([]);
  });
});

describe("setProcess", () => {
  it("ignores a processing activity unless processing is on", () => {
    expect(setProcess(defaultScope(), "wash", true).processes.wash).toBe(false);
    expect(setProcess(setOperationFlag(defaultScope(), "processing", true), "wash", true).processes.wash).toBe(true);
  });

  it("guards cold-storage activities by the cold-storage flag", () => {
    const processing = setOperationFlag(defaultScope(), "processing", true);
    expect(setProcess(processing, "export", true).processes.export).toBe(false);
    const cold = setOperationFlag(defaultScope(), "coldStorage", true);
    expect(setProcess(cold, "export", true).processes.export).toBe(true);
  });
});

describe("setAllergenProgram", () => {
  it("sets the program and drops N/A marks on allergen clauses when set to none", () => {
    const scope = unwrap(
      markClauseNA(setAllergenProgram(defaultScope(), "dedicated"), "1.12.01", "Allergens handled by the buyer", now),
    );
    expect(scope.processes.allergens).toBe("dedicated");
    const none = setAllergenProgram(scope, "none");
    expect(none.naOverrides).toEqual([]);
  });
});
