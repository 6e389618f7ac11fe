import { z } from "zod";
import {
  pestStationTypes,
  sanitationChecklist,
  sanitationShifts,
  temperatureUnits,
  waterSources,
  waterTestIds,
} from "../records/catalogue";
import { number, optionalNumber, optionalText, text } from "./record-fields";

// Readings per type ---------------------------------------------------------------------------

export const temperatureReadingsSchema = z.object({
  location: text("Location", 2, 120),
  reading: number("Temperature"),
  unit: z.enum(temperatureUnits, { error: "Choose °F or °C" }),
  correctiveAction: optionalText("Corrective action", 1000),
});

export const sanitationReadingsSchema = z.object({
  area: text("Area or line", 2, 120),
  shift: z.enum(sanitationShifts, { error: "Choose the inspection" }),
  checklist: z
    .array(z.object({ item: z.enum(sanitationChecklist), passed: z.boolean() }))
    .length(sanitationChecklist.length, "Answer every checklist item"),
  sanitizerPpm: optionalNumber("Sanitizer concentration"),
  correctiveAction: optionalText("Corrective action", 1000),
});

export const waterReadingsSchema = z.object({
  source: z.enum(waterSources, { error: "Choose the water source" }),
  samplePoint: text("Sample point", 2, 120),
  test: z.enum(waterTestIds, { error: "Choose the test" }),
  result: number("Result"),
  lab: optionalText("Laboratory", 120),
  correctiveAction: optionalText("Corrective action", 1000),
});

export const pestReadingsSchema = z.object({
  station: text("Station", 1, 60),
  stationType: z.enum(pestStationTypes, { error: "Choose the station type" }),
  activityFound: z.boolean(),
  activity: optionalText("Activity found", 500),
  action: optionalText("Action taken", 1000),
});

/**
 * Readings as stored: what the person entered, with the limits the server took from the record's form
 * version (decision 138; a request never carries a limit).
 */
export type TemperatureReadings = z.infer<typeof temperatureReadingsSchema> & {
  minLimit: number | null;
  maxLimit: number | null;
};
export type SanitationReadings = z.infer<typeof sanitationReadingsSchema>;
/** Stored readings read back (e.g. to word a record's summary when it is read), limits included. */
export const storedTemperatureReadingsSchema = temperatureReadingsSchema.extend({
  minLimit: z.number().nullish(),
  maxLimit: z.number().nullish(),
});
export const storedWaterReadingsSchema = waterReadingsSchema.extend({ limit: z.number() });
export type WaterReadings = z.infer<typeof waterReadingsSchema> & { limit: number };
export type PestReadings = z.infer<typeof pestReadingsSchema>;

/**
 * The readings of a custom form's record as sent: field key → value (number, text, true/false for a
 * pass/fail check, null for an empty optional field). What each field accepts is the form version's
 * business, judged on the server by `evaluateFormReadings`; this only keeps the shape and size sane.
 */
export const customReadingsSchema = z
  .record(
    z.string().max(40, "Unknown field"),
    z.union([z.string().max(2000, "At most 2000 characters"), z.number(), z.boolean(), z.null()], {
      error: "Enter a number, text, or pass/fail",
    }),
    { error: "Fill in the form's fields" },
  )
  .refine((r) => Object.keys(r).length <= 60, "Too many fields");
export type CustomReadings = z.infer<typeof customReadingsSchema>;
