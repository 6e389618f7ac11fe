import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";
import { deselectModule, excludeModule, includeModule } from "./module-selection";
import { setOperationFlag } from "./operation-flags";
import { unwrap } from "./scope-result";

const now = new Date("2025-06-01T12:00:00Z");
const harvest = () => setOperationFlag(defaultScope(), "harvest", true);

describe("excludeModule", () => {
  it("removes the module and records the trimmed rationale with the time", () => {
    const scope = unwrap(excludeModule(harvest(), "HARVEST_7", "  Harvest is contracted out  ", now));
    expect(scope.modules).toEqual(["FSMS_1"]);
    expect(scope.moduleOverrides).toEqual([
      { moduleId: "HARVEST_7", rationale: "Harvest is contracted out", updatedAt: "2025-06-01T12:00:00.000Z" },
    ]);
  });

  it("refuses FSMS_1, unknown modules and short rationales", () => {
    expect(excludeModule(harvest(), "FSMS_1", "We want no FSMS at all", now)).toEqual({
      ok: false,
      issue: { path: ["moduleId"], message: "Module 1 FSMS is required and cannot be excluded" },
    });
    expect(excludeModule(harvest(), "NOPE", "Long enough rationale", now).ok).toBe(false);
    expect(excludeModule(harvest(), "HARVEST_7", "  too short ", now)).toEqual({
      ok: false,
      issue: { path: ["rationale"], message: "Rationale must be at least 10 characters" },
    });
  });

  it("replaces an earlier exclusion of the same module", () => {
    const once = unwrap(excludeModule(harvest(), "HARVEST_7", "First rationale text", now));
    const twice = unwrap(excludeModule(once, "HARVEST_7", "Second rationale text", now));
    expect(twice.moduleOverrides.map((o) => o.rationale)).toEqual(["Second rationale text"]);
  });
});

describe("includeModule", () => {
  it("selects the module in catalogue order and withdraws its exclusion", () => {
    const excluded = unwrap(excludeModule(harvest(), "HARVEST_7", "Harvest is contracted out", now));
    const back = unwrap(includeModule(unwrap(includeModule(excluded, "COLD_STORAGE")), "HARVEST_7"));
    expect(back.modules).toEqual(["FSMS_1", "HARVEST_7", "COLD_STORAGE"]);
    expect(back.moduleOverrides).toEqual([]);
  });

  it("refuses an unknown module", () => {
    expect(includeModule(defaultScope(), "SQF_2").ok).toBe(false);
  });
});

describe("deselectModule", () => {
  it("unchecks a module chosen by hand", () => {
    const chosen = unwrap(includeModule(defaultScope(), "COLD_STORAGE"));
    expect(unwrap(deselectModule(chosen, "COLD_STORAGE")).modules).toEqual(["FSMS_1"]);
  });

  it("refuses FSMS_1 and a suggested module (that needs a rationale)", () => {
    expect(deselectModule(harvest(), "FSMS_1").ok).toBe(false);
    const result = deselectModule(harvest(), "HARVEST_7");
    expect(result.ok ? undefined : result.issue.path).toEqual(["rationale"]);
  });
});
