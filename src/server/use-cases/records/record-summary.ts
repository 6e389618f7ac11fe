import type { AppLocale } from "../../../domain/i18n/locales";
import { waterTests } from "../../../domain/records/catalogue";
import { formatReading } from "../../../domain/records/evaluate-readings";
import {
  pestReadingsSchema,
  sanitationReadingsSchema,
  storedTemperatureReadingsSchema,
  storedWaterReadingsSchema,
} from "../../../domain/schemas/record-readings";
import { type ServerMessageKey, t } from "../../i18n/catalogue";
import type { RecordView } from "../../../domain/schemas/records";
import type { RecordRow } from "./record-view";

/**
 * A record's one-line summary in the reader's language, built from its stored readings when it is read
 * (decision 135): "Cooler 2: 36.5 °F (limits ≤ 41 °F)", "Estación 4 (Trampa de golpe): sin actividad".
 * The row's stored `summary` stays the English line written at save time (the text search and the
 * hashed audit trail read it); a row whose readings no longer parse is shown with that stored line.
 */
export function recordSummaryIn(locale: AppLocale, row: Pick<RecordRow, "type" | "readings" | "summary">): string {
  const say = (key: string, vars: Record<string, string | number> = {}) =>
    t(locale, `screens:${key}` as ServerMessageKey, vars);
  switch (row.type) {
    // A custom form's line is written from its fields' labels, which are the form's own words.
    case "custom":
      return row.summary;
    case "temperature": {
      const parsed = storedTemperatureReadingsSchema.safeParse(row.readings);
      if (!parsed.success) return row.summary;
      const r = parsed.data;
      const unit = r.unit;
      const limits =
        r.minLimit != null && r.maxLimit != null
          ? say("recordSummary.limits.range", { min: formatReading(r.minLimit), max: formatReading(r.maxLimit), unit })
          : r.maxLimit != null
            ? say("recordSummary.limits.max", { max: formatReading(r.maxLimit), unit })
            : r.minLimit != null
              ? say("recordSummary.limits.min", { min: formatReading(r.minLimit), unit })
              : say("recordSummary.limits.none");
      return say("recordSummary.temperature", {
        location: r.location,
        reading: formatReading(r.reading),
        unit,
        limits,
      });
    }
    case "sanitation": {
      const parsed = sanitationReadingsSchema.safeParse(row.readings);
      if (!parsed.success) return row.summary;
      const r = parsed.data;
      return say("recordSummary.sanitation", {
        shift: say(`recordSummary.shift.${r.shift}`),
        area: r.area,
        passed: r.checklist.filter((c) => c.passed).length,
        count: r.checklist.length,
      });
    }
    case "water": {
      const parsed = storedWaterReadingsSchema.safeParse(row.readings);
      if (!parsed.success) return row.summary;
      const r = parsed.data;
      const test = waterTests[r.test];
      return say("recordSummary.water", {
        source: say(`recordSummary.waterSource.${r.source}`),
        samplePoint: r.samplePoint,
        test: say(`recordSummary.waterTest.${r.test}`),
        result: formatReading(r.result),
        unit: test.unit,
        limit: `${test.limitKind === "max" ? "≤" : "≥"} ${formatReading(r.limit)}`,
      });
    }
    case "pest": {
      const parsed = pestReadingsSchema.safeParse(row.readings);
      if (!parsed.success) return row.summary;
      const r = parsed.data;
      const vars = { station: r.station, stationType: say(`recordSummary.stationType.${r.stationType}`) };
      return r.activityFound
        ? say("recordSummary.pest.activity", { ...vars, activity: r.activity })
        : say("recordSummary.pest.none", vars);
    }
  }
}

/** A record's view for its reader: the summary line in her language (the audit trail keeps the stored one). */
export const recordViewIn = <V extends RecordView>(locale: AppLocale, view: V): V => ({
  ...view,
  summary: recordSummaryIn(locale, view),
});
