import { describe, expect, it } from "vitest";
import { sanitationChecklist } from "../../../domain/records/catalogue";
import { evaluateReadings, type TypedReadings } from "../../../domain/records/evaluate-readings";
import { recordSummaryIn } from "./record-summary";

const checklist = (failed: number) => sanitationChecklist.map((item, i) => ({ item, passed: i >= failed }));

const samples: TypedReadings[] = [
  {
    type: "temperature",
    readings: { location: "Cooler 2", reading: 36.54, unit: "F", minLimit: null, maxLimit: 41, correctiveAction: "" },
  },
  {
    type: "temperature",
    readings: { location: "Blast chiller", reading: 2, unit: "C", minLimit: 0, maxLimit: 4, correctiveAction: "" },
  },
  {
    type: "temperature",
    readings: { location: "Dock", reading: 50, unit: "F", minLimit: 33, maxLimit: null, correctiveAction: "" },
  },
  {
    type: "sanitation",
    readings: {
      area: "Line 1",
      shift: "pre_op",
      checklist: checklist(2),
      sanitizerPpm: null,
      correctiveAction: "Re-cleaned",
    },
  },
  {
    type: "water",
    readings: {
      source: "well",
      samplePoint: "Flume inlet",
      test: "free_chlorine",
      result: 2.5,
      limit: 2,
      lab: "",
      correctiveAction: "",
    },
  },
  {
    type: "pest",
    readings: { station: "R-04", stationType: "snap_trap", activityFound: false, activity: "", action: "" },
  },
  {
    type: "pest",
    readings: {
      station: "R-07",
      stationType: "glue_board",
      activityFound: true,
      activity: "one mouse",
      action: "Replaced",
    },
  },
] as TypedReadings[];

const row = (s: TypedReadings) => ({ type: s.type, readings: s.readings, summary: "stored" });

describe("a record's summary line in the reader's language", () => {
  it("in English, is the line the record stored when it was saved (old rows read the same)", () => {
    for (const sample of samples) expect(recordSummaryIn("en", row(sample))).toBe(evaluateReadings(sample).summary);
  });

  it("in Spanish, from the same readings", () => {
    expect(samples.map((s) => recordSummaryIn("es", row(s)))).toEqual([
      "Cooler 2: 36.5 °F (límites ≤ 41 °F)",
      "Blast chiller: 2 °C (límites 0–4 °C)",
      "Dock: 50 °F (límites ≥ 33 °F)",
      "Preoperacional · Line 1: 4/6 controles aprobados",
      "Pozo · Flume inlet: Cloro libre (agua de lavado) 2.5 ppm (límite ≥ 2)",
      "Estación R-04 (Trampa de golpe): sin actividad",
      "Estación R-07 (Trampa de pegamento): actividad — one mouse",
    ]);
  });

  it("shows the stored line when the readings no longer read as their type", () => {
    expect(recordSummaryIn("es", { type: "pest", readings: { station: 4 }, summary: "Station 4: no activity" })).toBe(
      "Station 4: no activity",
    );
  });
});
