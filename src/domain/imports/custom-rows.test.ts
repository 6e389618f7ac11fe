import { describe, expect, it } from "vitest";
import { evaluateFormReadings } from "../forms/evaluate-form";
import { formDefinitionSchema } from "../forms/form-definition";
import { proposeMapping } from "./header-mapping";
import { customImportTargets, customRecordCandidate } from "./record-rows";

const form = formDefinitionSchema.parse({
  name: "Glass check",
  clauseIds: ["C.01.01"],
  fields: [
    { key: "area", label: "Area", type: "choice", options: ["Packing line", "Cold room"] },
    { key: "pieces", label: "Broken pieces", type: "number", unit: "pcs", max: 0 },
    { key: "intact", label: "All lights intact", type: "pass_fail" },
    { key: "signedBy", label: "Checked by", type: "signature" },
  ],
});
const context = { clauseId: "C.01.01", timeZone: "America/Los_Angeles" };

describe("custom form rows", () => {
  it("proposes columns by the fields' labels, beside the log's date and initials", () => {
    const targets = customImportTargets(form);
    expect(proposeMapping(["Fecha", "Iniciales", "Área", "Broken pieces (pcs)", "All lights intact"], targets)).toEqual(
      {
        date: 0,
        time: null,
        initials: 1,
        "readings.area": 2,
        "readings.pieces": 3,
        "readings.intact": 4,
        "readings.signedBy": null,
        "readings.correctiveAction": null,
        notes: null,
      },
    );
  });

  it("reads each cell by its field's type, and the signature from the initials", () => {
    const { record, problems } = customRecordCandidate(
      form,
      "form-1",
      {
        date: "3/2/2026",
        time: "14:05",
        initials: "MG",
        "readings.area": "cold ROOM",
        "readings.pieces": "2 pcs",
        "readings.intact": "no cumple",
        "readings.correctiveAction": "Area swept, product held",
      },
      context,
    );
    expect(problems).toEqual({});
    expect(record).toMatchObject({
      type: "custom",
      formId: "form-1",
      occurredAt: "2026-03-02T22:05:00.000Z",
      performedBy: "MG",
      readings: { area: "Cold room", pieces: 2, intact: false, signedBy: "MG" },
    });
    // The one judgement of a custom form's readings: 2 pieces over a limit of 0 and a failed check.
    expect(evaluateFormReadings(form, record.readings as Record<string, unknown>)).toMatchObject({
      exception: true,
      problems: [],
    });
  });

  it("names the field of a cell it cannot read", () => {
    const { problems } = customRecordCandidate(
      form,
      "form-1",
      {
        date: "2026-03-02",
        initials: "MG",
        "readings.area": "Dock",
        "readings.pieces": "2 kg",
        "readings.intact": "?",
      },
      context,
    );
    expect(Object.keys(problems).sort()).toEqual(["readings.area", "readings.intact", "readings.pieces"]);
  });
});
