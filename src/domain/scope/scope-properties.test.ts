import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import { OPERATION_FLAGS } from "../catalogue/operations";
import { allergenProgramSchema, scopeSchema, type Scope } from "../schemas/scope";
import { applicableClauses } from "./applicable-clauses";
import { markClauseNA, unmarkClauseNA } from "./clause-na";
import { defaultScope } from "./default-scope";
import { deselectModule, excludeModule, includeModule } from "./module-selection";
import {
  ACTIVITY_OPERATION,
  setAllergenProgram,
  setOperationFlag,
  setProcess,
  type ProcessActivity,
} from "./operation-flags";
import { previewGroups } from "./preview-groups";
import { isValidRationale } from "./rationale";
import type { ScopeResult } from "./scope-result";
import { scopeTotals } from "./scope-totals";
import { addAllergen, addProduct, removeAllergen, removeProduct } from "./text-lists";
import { validateScope } from "./validate-scope";

const moduleIds = builtinCatalogue.modules.map((m) => m.id);
const optionalModules = builtinCatalogue.modules.filter((m) => !m.required).map((m) => m.id);
const clauseIds = builtinCatalogue.clauses.map((c) => c.id);

const flagArb = fc.constantFrom(...OPERATION_FLAGS);
const programArb = fc.constantFrom(...allergenProgramSchema.options);
const activityArb = fc.constantFrom(...(Object.keys(ACTIVITY_OPERATION) as ProcessActivity[]));
const moduleArb = fc.constantFrom(...moduleIds, "UNKNOWN_MODULE");
const clauseArb = fc.constantFrom(...clauseIds, "9.99.99");
const dateArb = fc.date({
  min: new Date("2020-01-01T00:00:00Z"),
  max: new Date("2035-12-31T00:00:00Z"),
  noInvalidDate: true,
});
const validRationaleArb = fc.string({ minLength: 10, maxLength: 60 }).filter(isValidRationale);
/** Any rationale, valid or not, so refusals are exercised too. */
const rationaleArb = fc.oneof(validRationaleArb, fc.string({ maxLength: 12 }));
const textArb = fc.oneof(
  fc.constantFrom("Melons", "melons ", "Sesame", "sesame", "  ", ""),
  fc.string({ maxLength: 90 }),
);

/** One wizard edit, as data so a failing sequence prints readably. */
const opArb = fc.oneof(
  fc.record({ kind: fc.constant("flag" as const), flag: flagArb, value: fc.boolean() }),
  fc.record({ kind: fc.constant("process" as const), activity: activityArb, value: fc.boolean() }),
  fc.record({ kind: fc.constant("program" as const), program: programArb }),
  fc.record({ kind: fc.constant("exclude" as const), module: moduleArb, rationale: rationaleArb, at: dateArb }),
  fc.record({ kind: fc.constant("include" as const), module: moduleArb }),
  fc.record({ kind: fc.constant("deselect" as const), module: moduleArb }),
  fc.record({ kind: fc.constant("markNA" as const), clause: clauseArb, rationale: rationaleArb, at: dateArb }),
  fc.record({ kind: fc.constant("unmarkNA" as const), clause: clauseArb }),
  fc.record({
    kind: fc.constantFrom(
      "addProduct" as const,
      "removeProduct" as const,
      "addAllergen" as const,
      "removeAllergen" as const,
    ),
    text: textArb,
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const orSame = (result: ScopeResult, scope: Scope) => (result.ok ? result.scope : scope);

function apply(scope: Scope, op: Op): Scope {
  switch (op.kind) {
    case "flag":
      return setOperationFlag(scope, op.flag, op.value);
    case "process":
      return setProcess(scope, op.activity, op.value);
    case "program":
      return setAllergenProgram(scope, op.program);
    case "exclude":
      return orSame(excludeModule(scope, op.module, op.rationale, op.at), scope);
    case "include":
      return orSame(includeModule(scope, op.module), scope);
    case "deselect":
      return orSame(deselectModule(scope, op.module), scope);
    case "markNA":
      return orSame(markClauseNA(scope, op.clause, op.rationale, op.at), scope);
    case "unmarkNA":
      return unmarkClauseNA(scope, op.clause);
    case "addProduct":
      return addProduct(scope, op.text);
    case "removeProduct":
      return removeProduct(scope, op.text);
    case "addAllergen":
      return addAllergen(scope, op.text);
    case "removeAllergen":
      return removeAllergen(scope, op.text);
  }
}

const opsArb = fc.array(opArb, { maxLength: 40 });
const editedScopeArb = opsArb.map((ops) => ops.reduce(apply, defaultScope()));

/** A scope built directly: random flags and program, hand-picked modules, exclusions, N/A marks. */
const builtScopeArb = fc
  .record({
    flags: fc.record({
      growing: fc.boolean(),
      harvest: fc.boolean(),
      processing: fc.boolean(),
      coldStorage: fc.boolean(),
    }),
    program: programArb,
    chosen: fc.subarray(optionalModules),
    excluded: fc.subarray(optionalModules),
    naPicks: fc.array(fc.nat(), { maxLength: 12 }),
    rationale: validRationaleArb,
    at: dateArb,
  })
  .map(({ flags, program, chosen, excluded, naPicks, rationale, at }) => {
    let scope = setAllergenProgram(defaultScope(), program);
    for (const flag of OPERATION_FLAGS) scope = setOperationFlag(scope, flag, flags[flag]);
    for (const id of chosen) scope = orSame(includeModule(scope, id), scope);
    for (const id of excluded) scope = orSame(excludeModule(scope, id, rationale, at), scope);
    const applicable = applicableClauses(scope);
    for (const pick of naPicks) {
      const clause = applicable[pick % Math.max(applicable.length, 1)];
      if (clause) scope = orSame(markClauseNA(scope, clause.id, rationale, at), scope);
    }
    return scope;
  });

const anyScopeArb = fc.oneof(editedScopeArb, builtScopeArb);

/** Totals recounted straight from the raw catalogue, independently of applicableClauses. */
function bruteTotals(scope: Scope) {
  let totalClauses = 0;
  let totalPoints = 0;
  let naCount = 0;
  for (const clause of builtinCatalogue.clauses) {
    if (!scope.modules.includes(clause.module)) continue;
    if (scope.processes.allergens === "none" && clause.tags.includes("allergen")) continue;
    const na = scope.naOverrides.some((o) => o.clauseId === clause.id);
    totalClauses += 1;
    if (na) naCount += 1;
    else totalPoints += clause.points;
  }
  return { totalClauses, totalPoints, naCount };
}

describe("scope properties", () => {
  it("keeps FSMS_1 and a valid scope after any sequence of edits", () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        let scope = defaultScope();
        for (const op of ops) {
          scope = apply(scope, op);
          expect(scope.modules).toContain("FSMS_1");
          expect(validateScope(scope)).toEqual([]);
        }
        expect(scopeSchema.parse(scope)).toEqual(scope);
      }),
    );
  });

  it("gives excluded modules no clause", () => {
    fc.assert(
      fc.property(anyScopeArb, (scope) => {
        const excluded = scope.moduleOverrides.map((o) => o.moduleId);
        for (const clause of applicableClauses(scope)) {
          expect(excluded).not.toContain(clause.module);
          expect(scope.modules).toContain(clause.module);
        }
      }),
    );
  });

  it("totals equal a brute-force recount over the catalogue, and the preview groups add up to them", () => {
    fc.assert(
      fc.property(anyScopeArb, (scope) => {
        const totals = scopeTotals(scope);
        expect(totals).toEqual(bruteTotals(scope));
        const groups = previewGroups(scope);
        expect(groups.reduce((n, g) => n + g.count, 0)).toBe(totals.totalClauses);
        expect(groups.reduce((n, g) => n + g.points, 0)).toBe(totals.totalPoints);
      }),
    );
  });

  it("never raises Total Points or changes Total Clauses by marking N/A", () => {
    fc.assert(
      fc.property(anyScopeArb, clauseArb, rationaleArb, dateArb, (scope, clauseId, rationale, at) => {
        const before = scopeTotals(scope);
        const after = scopeTotals(orSame(markClauseNA(scope, clauseId, rationale, at), scope));
        expect(after.totalPoints).toBeLessThanOrEqual(before.totalPoints);
        expect(after.totalClauses).toBe(before.totalClauses);
      }),
    );
  });

  it("restores the totals when an N/A mark is undone", () => {
    fc.assert(
      fc.property(anyScopeArb, fc.nat(), validRationaleArb, dateArb, (scope, pick, rationale, at) => {
        const open = applicableClauses(scope).filter((c) => !c.na);
        fc.pre(open.length > 0);
        const clause = open[pick % open.length]!;
        const marked = orSame(markClauseNA(scope, clause.id, rationale, at), scope);
        expect(scopeTotals(marked).totalPoints).toBe(scopeTotals(scope).totalPoints - clause.points);
        const undone = unmarkClauseNA(marked, clause.id);
        expect(scopeTotals(undone)).toEqual(scopeTotals(scope));
        expect(undone).toEqual(scope);
      }),
    );
  });
});
