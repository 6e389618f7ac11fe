import { type Message, message } from "../i18n/message";
import type { PestReadings, SanitationReadings, TemperatureReadings, WaterReadings } from "../schemas/record-readings";
import { pestStationTypeLabels, sanitationShiftLabels, waterSourceLabels, waterTests } from "./catalogue";

export type TypedReadings =
  | { type: "temperature"; readings: TemperatureReadings }
  | { type: "sanitation"; readings: SanitationReadings }
  | { type: "water"; readings: WaterReadings }
  | { type: "pest"; readings: PestReadings };

export interface ReadingsEvaluation {
  /** Out of limits, a failed check or pest activity: the record documents a deviation. */
  exception: boolean;
  /** One line for tables, e.g. "Cooler 2: 36.5 °F (limits ≤ 41 °F)". */
  summary: string;
  /**
   * Field (under readings) → why the readings are not acceptable as entered: the English reason (the key of
   * its translation in the server's `validation` catalogue), and for a reason with a number in it the
   * keyed message other languages render it from, plural and all.
   */
  problems: { field: string; message: string; reason?: Message }[];
}

/** A reading as the summary writes it: whole numbers as they are, others to one decimal. */
export const formatReading = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const fmt = formatReading;

export function temperatureLimitsText(r: Pick<TemperatureReadings, "minLimit" | "maxLimit" | "unit">): string {
  const u = `°${r.unit}`;
  if (r.minLimit != null && r.maxLimit != null) return `${fmt(r.minLimit)}–${fmt(r.maxLimit)} ${u}`;
  if (r.maxLimit != null) return `≤ ${fmt(r.maxLimit)} ${u}`;
  if (r.minLimit != null) return `≥ ${fmt(r.minLimit)} ${u}`;
  return "no limits";
}

export const isTemperatureOutOfRange = (r: Pick<TemperatureReadings, "reading" | "minLimit" | "maxLimit">) =>
  (r.minLimit != null && r.reading < r.minLimit) || (r.maxLimit != null && r.reading > r.maxLimit);

export function isWaterResultOutOfLimit(r: Pick<WaterReadings, "test" | "result" | "limit">): boolean {
  return waterTests[r.test].limitKind === "max" ? r.result > r.limit : r.result < r.limit;
}

/** Judges a record's readings: whether they show a deviation, a summary line, and what is missing. */
export function evaluateReadings(input: TypedReadings): ReadingsEvaluation {
  const problems: ReadingsEvaluation["problems"] = [];
  const needAction = (action: string, why: string, reason?: Message) => {
    if (action.trim().length < 5)
      problems.push({ field: "correctiveAction", message: `${why}: describe the corrective action taken`, reason });
  };
  switch (input.type) {
    case "temperature": {
      const r = input.readings;
      if (r.minLimit == null && r.maxLimit == null)
        problems.push({ field: "maxLimit", message: "Enter at least one critical limit" });
      if (r.minLimit != null && r.maxLimit != null && r.minLimit > r.maxLimit)
        problems.push({ field: "minLimit", message: "The minimum limit must not be above the maximum" });
      const out = isTemperatureOutOfRange(r);
      if (out) needAction(r.correctiveAction, "The reading is outside the critical limits");
      return {
        exception: out,
        summary: `${r.location}: ${fmt(r.reading)} °${r.unit} (limits ${temperatureLimitsText(r)})`,
        problems,
      };
    }
    case "sanitation": {
      const r = input.readings;
      const failed = r.checklist.filter((c) => !c.passed).length;
      if (failed > 0)
        needAction(
          r.correctiveAction,
          `${failed} checklist item${failed === 1 ? "" : "s"} failed`,
          message("screens:recordProblem.checklistFailed", { count: failed }),
        );
      const passed = r.checklist.length - failed;
      return {
        exception: failed > 0,
        summary: `${sanitationShiftLabels[r.shift]} · ${r.area}: ${passed}/${r.checklist.length} checks passed`,
        problems,
      };
    }
    case "water": {
      const r = input.readings;
      const test = waterTests[r.test];
      if (r.result < 0) problems.push({ field: "result", message: "Result cannot be negative" });
      if (r.limit < 0) problems.push({ field: "limit", message: "Limit cannot be negative" });
      const out = isWaterResultOutOfLimit(r);
      if (out)
        needAction(r.correctiveAction, `The result is ${test.limitKind === "max" ? "above" : "below"} the limit`);
      const limit = `${test.limitKind === "max" ? "≤" : "≥"} ${fmt(r.limit)}`;
      return {
        exception: out,
        summary: `${waterSourceLabels[r.source]} · ${r.samplePoint}: ${test.label} ${fmt(r.result)} ${test.unit} (limit ${limit})`,
        problems,
      };
    }
    case "pest": {
      const r = input.readings;
      if (r.activityFound) {
        if (r.activity.trim().length < 3) problems.push({ field: "activity", message: "Describe the activity found" });
        if (r.action.trim().length < 5) problems.push({ field: "action", message: "Describe the action taken" });
      }
      return {
        exception: r.activityFound,
        summary: `Station ${r.station} (${pestStationTypeLabels[r.stationType]}): ${r.activityFound ? `activity — ${r.activity}` : "no activity"}`,
        problems,
      };
    }
  }
}
