import { describe, expect, it } from "vitest";
import {
  capaInputSchema,
  holdInputSchema,
  holdReleaseSchema,
  incidentInputSchema,
  recordInputSchema,
} from "@domain/schemas/records";
import { sanitationChecklist } from "@domain/records/catalogue";
import { evaluateReadings } from "@domain/records/evaluate-readings";
import english from "@/i18n/locales/en/records.json";

/** Every reason the records forms can show comes from the catalogue, so a Spanish user reads it in Spanish. */
describe("records form reasons", () => {
  const known = new Set(Object.values(english.validation));
  const reasons =
    (schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } }) => (input: unknown) =>
      (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);
  const long = "a".repeat(5000);
  const base = { clauseId: "C.01.01", occurredAt: "2026-01-01T00:00:00Z", performedBy: "Ann Lee", notes: "" };
  const record = reasons(recordInputSchema);

  it("has every message the shared record, incident, CAPA and hold schemas give in the records catalogue", () => {
    const found: string[] = [];
    for (const text of ["", long]) {
      found.push(
        ...record({
          clauseId: "x",
          occurredAt: "x",
          performedBy: text,
          notes: long,
          type: "temperature",
          readings: {
            location: text,
            reading: Number.NaN,
            unit: "F",
            minLimit: null,
            maxLimit: null,
            correctiveAction: long,
          },
        }),
        ...record({
          ...base,
          type: "sanitation",
          readings: { area: text, shift: "pre_op", checklist: [], sanitizerPpm: "x", correctiveAction: long },
        }),
        ...record({
          ...base,
          type: "water",
          readings: {
            source: "municipal",
            samplePoint: text,
            test: "generic_e_coli",
            result: -1,
            limit: -1,
            lab: long,
            correctiveAction: "",
          },
        }),
        ...record({
          ...base,
          type: "pest",
          readings: {
            station: text,
            stationType: "snap_trap",
            activityFound: true,
            activity: text ? long : "",
            action: text ? long : "",
          },
        }),
        ...reasons(incidentInputSchema)({
          title: text,
          severity: "x",
          clauseId: "x",
          description: text,
          immediateAction: text,
          capaRequired: "x",
        }),
        ...reasons(capaInputSchema)({
          rootCause: text,
          correctiveAction: text,
          preventiveAction: text,
          responsiblePerson: text,
          dueDate: "x",
        }),
        ...reasons(holdInputSchema)({
          type: "x",
          itemName: text,
          quantity: text ? 1e9 : -1,
          unit: "x",
          reason: "other",
          notes: "",
          lotCode: text ? "a".repeat(61) : "-x",
        }),
        ...reasons(holdReleaseSchema)({ authorizationLevel: "x", releaseNotes: text }),
      );
    }
    found.push(
      ...record({
        ...base,
        type: "temperature",
        readings: { location: "Cooler", reading: 50, unit: "F", minLimit: 40, maxLimit: 30, correctiveAction: "" },
      }),
      ...record({
        ...base,
        type: "temperature",
        readings: { location: "Cooler", reading: 50, unit: "F", minLimit: null, maxLimit: null, correctiveAction: "" },
      }),
      ...record({
        ...base,
        type: "temperature",
        readings: { location: "Cooler", reading: 50, unit: "F", minLimit: "x", maxLimit: "x", correctiveAction: "" },
      }),
      ...record({
        ...base,
        type: "water",
        readings: {
          source: "municipal",
          samplePoint: "Well",
          test: "free_chlorine",
          result: 1,
          limit: 2,
          lab: "",
          correctiveAction: "",
        },
      }),
      ...record({
        ...base,
        type: "water",
        readings: {
          source: "municipal",
          samplePoint: "Well",
          test: "generic_e_coli",
          result: "x",
          limit: "x",
          lab: "",
          correctiveAction: "",
        },
      }),
      ...reasons(holdInputSchema)({
        type: "product",
        itemName: "Spinach",
        quantity: "x",
        unit: "cases",
        reason: "quality",
        notes: "",
        lotCode: "",
      }),
    );
    expect(found.filter((reason) => !known.has(reason))).toEqual([]);
  });

  it("counts the failed items of a sanitation log in the one reason that holds a number", () => {
    const checklist = sanitationChecklist.map((item, i) => ({ item, passed: i > 1 }));
    // The server judges readings against the form version (decision 138) and answers with these reasons.
    expect(
      evaluateReadings({
        type: "sanitation",
        readings: { area: "Line 2", shift: "pre_op", checklist, sanitizerPpm: null, correctiveAction: "" },
      }).problems.map((p) => p.message),
    ).toEqual(["2 checklist items failed: describe the corrective action taken"]);
    expect(english.checklistFailed_other.replace("{{count}}", "2")).toBe(
      "2 checklist items failed: describe the corrective action taken",
    );
  });
});
