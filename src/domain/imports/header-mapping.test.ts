import { describe, expect, it } from "vitest";
import {
  fitMapping,
  layoutKey,
  mappedValues,
  mappingProblems,
  normaliseHeader,
  proposeMapping,
} from "./header-mapping";
import { recordCandidate, recordImportTargets, targetOfRecordField } from "./record-rows";

const temperature = recordImportTargets.temperature;

describe("proposeMapping", () => {
  it("matches English headers whatever their case, accents and punctuation", () => {
    const mapping = proposeMapping(["DATE", "Performed by:", "Location", "Temperature (°F)", "Notes"], temperature);
    expect(mapping).toEqual({
      date: 0,
      time: null,
      initials: 1,
      location: 2,
      reading: 3,
      unit: null,
      correctiveAction: null,
      notes: 4,
    });
  });

  it("matches Spanish headers", () => {
    const mapping = proposeMapping(
      ["Fecha", "Hora", "Iniciales", "Ubicación", "Temperatura", "Unidad", "Acción correctiva", "Observaciones"],
      temperature,
    );
    expect(mapping).toEqual({
      date: 0,
      time: 1,
      initials: 2,
      location: 3,
      reading: 4,
      unit: 5,
      correctiveAction: 6,
      notes: 7,
    });
  });

  it("prefers an exact header over one that merely contains the name, and uses a column once", () => {
    // "Date recorded" contains "date", but "Fecha" is exactly a name for the date: it wins.
    const mapping = proposeMapping(["Date recorded", "Fecha", "Temp"], temperature);
    expect(mapping.date).toBe(1);
    expect(mapping.reading).toBe(2);
    expect(Object.values(mapping).filter((v) => v === 1)).toHaveLength(1);
  });

  it("leaves a field without a matching column unmapped", () => {
    expect(proposeMapping(["Col A", "Col B"], temperature)).toMatchObject({ date: null, reading: null });
  });

  it("maps a sanitation checklist by its items' words in either language", () => {
    const mapping = proposeMapping(
      ["Fecha", "Iniciales", "Área", "Turno", "Superficies de contacto", "Drains", "Lavamanos"],
      recordImportTargets.sanitation,
    );
    expect(mapping).toMatchObject({ date: 0, initials: 1, area: 2, shift: 3, check1: 4, check3: 5, check6: 6 });
  });
});

describe("layouts and mappings", () => {
  it("gives files with the same columns the same layout key", () => {
    expect(layoutKey(["Col A", " COL  b "])).toBe(layoutKey(["col-a", "Col B"]));
    expect(layoutKey(["Col A", "Col B"])).not.toBe(layoutKey(["Col B", "Col A"]));
    expect(normaliseHeader("Ubicación / Cámara")).toBe("ubicacion camara");
  });

  it("fits a remembered mapping to the file: columns it has, fields still asked for", () => {
    expect(fitMapping({ date: 0, reading: 7, gone: 1 }, temperature, 3)).toMatchObject({
      date: 0,
      reading: null,
      location: null,
    });
  });

  it("names a required field without a column, a column used twice and an unknown field", () => {
    expect(mappingProblems({ date: 0, initials: 0, location: 5, extra: 1 }, temperature, 3)).toEqual({
      extra: "unknown_target",
      initials: "column_twice",
      location: "unknown_column",
      reading: "required",
    });
  });

  it("reads a row's mapped cells, trimmed", () => {
    expect(mappedValues([" 2026-01-02 ", "JM"], { date: 0, initials: 1, notes: null })).toEqual({
      date: "2026-01-02",
      initials: "JM",
      notes: "",
    });
  });
});

describe("recordCandidate", () => {
  const context = { clauseId: "C.01.01", timeZone: "America/Los_Angeles" };

  it("reads US and ISO dates with a separate time, decimal commas and a unit after the number", () => {
    const { record, problems } = recordCandidate(
      "temperature",
      { date: "1/13/2026", time: "7:45 PM", initials: "LR", location: "Cooler", reading: "2,5 °C" },
      context,
    );
    expect(problems).toEqual({});
    expect(record).toMatchObject({
      occurredAt: "2026-01-14T03:45:00.000Z",
      performedBy: "LR",
      readings: { location: "Cooler", reading: 2.5, unit: "C" },
    });
  });

  it("takes noon at the site when a log has a date only", () => {
    const { record } = recordCandidate("temperature", { date: "2026-07-01", initials: "JM" }, context);
    expect(record.occurredAt).toBe("2026-07-01T19:00:00.000Z");
  });

  it("names the fields whose text cannot be read", () => {
    const { problems } = recordCandidate(
      "sanitation",
      { date: "13/45/2026", initials: "JM", shift: "lunch", check1: "maybe", check2: "cumple" },
      context,
    );
    expect(Object.keys(problems).sort()).toEqual(["check1", "date", "shift"]);
  });

  it("reads choices by label or Spanish name, and pass/fail and yes/no in either language", () => {
    const water = recordCandidate(
      "water",
      { source: "Pozo", test: "Cloro libre", result: "1.5 ppm", samplePoint: "Well 1" },
      context,
    );
    expect(water.problems).toEqual({});
    expect(water.record.readings).toMatchObject({ source: "well", test: "free_chlorine", result: 1.5 });
    const pest = recordCandidate("pest", { stationType: "Trampa de luz", activityFound: "sí" }, context);
    expect(pest.record.readings).toMatchObject({ stationType: "insect_light_trap", activityFound: true });
    const sanitation = recordCandidate("sanitation", { shift: "Preoperacional", check1: "No cumple" }, context);
    expect(sanitation.record.readings).toMatchObject({ shift: "pre_op" });
    expect((sanitation.record.readings as { checklist: { passed?: boolean }[] }).checklist[0]!.passed).toBe(false);
  });

  it("names the import field a record field's problem is about", () => {
    expect(targetOfRecordField("readings.checklist.2.passed")).toBe("check3");
    expect(targetOfRecordField("occurredAt")).toBe("date");
    expect(targetOfRecordField("performedBy")).toBe("initials");
    expect(targetOfRecordField("readings.correctiveAction")).toBe("correctiveAction");
  });
});
