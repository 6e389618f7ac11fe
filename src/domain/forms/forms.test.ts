import { describe, expect, it } from "vitest";
import { recordInputSchema } from "../schemas/records";
import { message } from "../i18n/message";
import { builtinFormDefinitions } from "./builtin-forms";
import { builtinVersionProblems } from "./builtin-versions";
import { withFormLimits } from "./builtin-limits";
import { evaluateFormReadings } from "./evaluate-form";
import { type FormDefinition, formDefinitionSchema, type NumberField, suppliedLimitField } from "./form-definition";

const form: FormDefinition = formDefinitionSchema.parse({
  name: "Hydrocooler",
  fields: [
    { key: "water", label: "Water temperature", type: "number", unit: "°F", min: 33, max: 36 },
    { key: "screen", label: "Screen clean", type: "pass_fail" },
    { key: "line", label: "Line", type: "choice", options: ["Line 1", "Line 2"] },
    { key: "note", label: "Note", type: "text", required: false },
    { key: "initials", label: "Initials", type: "signature" },
  ],
});

describe("form definitions", () => {
  it("defaults required, description, clauses and the corrective-action rule", () => {
    expect(form.fields[0]).toMatchObject({ required: true, min: 33, max: 36 });
    expect(form).toMatchObject({ description: "", clauseIds: [], correctiveActionRequired: true });
  });

  it("names the field of each mistake", () => {
    const result = formDefinitionSchema.safeParse({
      name: "X",
      fields: [
        { key: "a", label: "A", type: "number", min: 5, max: 1 },
        { key: "a", label: "B", type: "choice", options: ["yes"] },
        { key: "9z", label: "C", type: "text" },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "fields.1.options", "fields.2.key"]));
  });

  it("the built-in forms are valid definitions", () => {
    for (const definition of Object.values(builtinFormDefinitions))
      expect(formDefinitionSchema.parse(definition)).toEqual(definition);
  });
});

describe("evaluating readings against a form version", () => {
  const ok = { water: 34, screen: true, line: "Line 1", initials: "SR" };

  it("accepts readings within limits", () => {
    const result = evaluateFormReadings(form, ok);
    expect(result).toMatchObject({ exception: false, problems: [] });
    expect(result.summary).toBe("Hydrocooler: Water temperature 34 °F · Line: Line 1 · 1/1 checks passed");
  });

  it("flags a reading out of the version's limits and a failed check, and then requires a corrective action", () => {
    const out = evaluateFormReadings(form, { ...ok, water: 37.5, screen: false });
    expect(out.exception).toBe(true);
    expect(out.problems.map((p) => p.field)).toEqual(["correctiveAction"]);
    const fixed = evaluateFormReadings(form, {
      ...ok,
      water: 37.5,
      correctiveAction: "Ice added; re-checked at 35 °F",
    });
    expect(fixed).toMatchObject({ exception: true, problems: [] });
  });

  it("judges the same reading differently under two versions of a form", () => {
    const v2 = { ...form, fields: form.fields.map((f) => (f.key === "water" ? { ...f, max: 38 } : f)) };
    expect(evaluateFormReadings(form, { ...ok, water: 37, correctiveAction: "Ice added" }).exception).toBe(true);
    expect(evaluateFormReadings(v2, { ...ok, water: 37 }).exception).toBe(false);
  });

  it("refuses missing required values, wrong types, unknown options and unknown fields", () => {
    const result = evaluateFormReadings(form, { water: "cold", screen: "yes", line: "Line 9", extra: 1 });
    expect(result.problems.map((p) => p.field).sort()).toEqual(["extra", "initials", "line", "screen", "water"]);
  });

  it("gives each problem as a message to render in the reader's language and as English", () => {
    const result = evaluateFormReadings(form, { ...ok, water: "cold", initials: "" });
    expect(result.problems).toEqual([
      {
        field: "water",
        message: "Water temperature must be a number",
        reason: { key: "{{label}} must be a number", values: { label: "Water temperature" } },
      },
      {
        field: "initials",
        message: "Initials is required",
        reason: { key: "{{label}} is required", values: { label: "Initials" } },
      },
    ]);
  });

  it("stores an empty optional field as null and a date and time only when it is one", () => {
    const dated = formDefinitionSchema.parse({
      name: "Dated",
      fields: [
        { key: "at", label: "Checked at", type: "datetime" },
        { key: "photo", label: "Photo", type: "photo", required: false },
      ],
    });
    expect(evaluateFormReadings(dated, { at: "2026-11-02T14:00:00Z" })).toMatchObject({
      problems: [],
      readings: { at: "2026-11-02T14:00:00Z", photo: null },
    });
    expect(evaluateFormReadings(dated, { at: "yesterday" }).problems.map((p) => p.field)).toEqual(["at"]);
  });
});

describe("building a form", () => {
  it("refuses a field key a reading could not be sent under (it reads as a supplied limit)", () => {
    const built = formDefinitionSchema.safeParse({
      name: "Cooler",
      fields: [
        { key: "upperLimit", label: "Upper", type: "number" },
        { key: "max", label: "Max", type: "number" },
        { key: "reading", label: "Reading", type: "number" },
      ],
    });
    expect(built.success).toBe(false);
    expect(built.error?.issues.map((i) => i.path.join("."))).toEqual(["fields.0.key", "fields.1.key"]);
  });
});

describe("limits come from the form version", () => {
  it("finds a limit a request tries to supply, anywhere", () => {
    expect(suppliedLimitField({ readings: { reading: 45.2, maxLimit: 60 } })).toBe("readings.maxLimit");
    expect(suppliedLimitField({ readings: { limit: 1 } })).toBe("readings.limit");
    expect(suppliedLimitField({ readings: { nested: [{ max: 1 }] } })).toBe("readings.nested.0.max");
    expect(suppliedLimitField({ readings: { reading: 45.2, maximum: 3 } })).toBeUndefined();
  });

  it("puts the built-in form's limits into the readings, in the reading's unit", () => {
    const input = recordInputSchema.parse({
      type: "temperature",
      clauseId: "C.01.01",
      occurredAt: "2026-11-02T14:00:00Z",
      performedBy: "Sofia Ramirez",
      readings: { location: "Cold room", reading: 45.2, unit: "F", minLimit: 0, maxLimit: 60 },
    });
    expect(input.readings).not.toHaveProperty("maxLimit");
    if (input.type !== "temperature") throw new Error("a temperature record");
    expect(withFormLimits(input, builtinFormDefinitions.temperature).readings).toMatchObject({
      maxLimit: 41,
      minLimit: null,
    });
    const celsius = { ...input, readings: { ...input.readings, unit: "C" as const } };
    expect(withFormLimits(celsius, builtinFormDefinitions.temperature).readings).toMatchObject({ maxLimit: 5 });
  });

  it("takes a water result's limit from its test in the form", () => {
    const input = recordInputSchema.parse({
      type: "water",
      clauseId: "P.02.01",
      occurredAt: "2026-11-02T14:00:00Z",
      performedBy: "Sofia Ramirez",
      readings: { source: "municipal", samplePoint: "Flume", test: "free_chlorine", result: 1.5 },
    });
    if (input.type !== "water") throw new Error("a water record");
    expect(withFormLimits(input, builtinFormDefinitions.water).readings).toMatchObject({ limit: 2 });
  });
});

describe("a new version of a built-in form", () => {
  const water = builtinFormDefinitions.water;
  const result = water.fields[2] as NumberField;

  it("may change each test's limit and whether a field is required", () => {
    const stricter = {
      ...water,
      fields: [
        { ...water.fields[0]!, required: !water.fields[0]!.required },
        water.fields[1]!,
        {
          ...result,
          limitsByOption: {
            field: "test",
            limits: { ...result.limitsByOption!.limits, free_chlorine: { min: 3, max: null } },
          },
        },
      ],
    };
    expect(builtinVersionProblems("water", stricter)).toEqual({});
  });

  it("keeps the fields' keys, kinds, units, choices and the choices its limits depend on", () => {
    const fields = water.fields;
    const change = (i: number, field: object) => ({ ...water, fields: fields.map((f, j) => (j === i ? field : f)) });
    expect(builtinVersionProblems("water", change(0, { ...fields[0]!, type: "signature" }) as never)).toEqual({
      "fields.0.key": message("A built-in form keeps its fields: change only their limits"),
    });
    // Its wording is the catalogue's, in each reader's language.
    const wording = message("A built-in form keeps its wording, shown in each reader's language");
    expect(builtinVersionProblems("water", change(0, { ...fields[0]!, label: "Punto de muestreo" }) as never)).toEqual({
      "fields.0.label": wording,
    });
    expect(builtinVersionProblems("water", { ...water, name: "Agua", description: "Pruebas" })).toEqual({
      name: wording,
      description: wording,
    });
    expect(Object.keys(builtinVersionProblems("water", change(2, { ...result, unit: "ppm" }) as never))).toEqual([
      "fields.2.unit",
    ]);
    expect(
      Object.keys(
        builtinVersionProblems("water", change(1, { ...fields[1]!, options: ["free_chlorine", "ph"] }) as never),
      ),
    ).toEqual(["fields.1.options"]);
    const { limitsByOption: _dropped, ...flat } = result;
    expect(Object.keys(builtinVersionProblems("water", change(2, flat) as never))).toEqual(["fields.2.limitsByOption"]);
    expect(builtinVersionProblems("pest", { ...water, fields: fields.slice(0, 1) })).toEqual({
      fields: message("A built-in form keeps its {{total}} fields", { total: 2 }),
    });
  });
});
