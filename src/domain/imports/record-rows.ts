import { type IsoDate, isIsoDate, zonedDateTime } from "../dates";
import { type Message, message } from "../i18n/message";
import {
  pestStationTypeLabels,
  pestStationTypes,
  type RecordType,
  sanitationChecklist,
  sanitationShiftLabels,
  sanitationShifts,
  waterSourceLabels,
  waterSources,
  waterTests,
  waterTestIds,
} from "../records/catalogue";
import type { FormDefinition } from "../forms/form-definition";
import { type ImportTarget, normaliseHeader } from "./header-mapping";

/**
 * Importing existing logs into a built-in form (issue 19, decision 145): the fields a file's columns may
 * fill, with the header names (English and Spanish) that propose them, and one row's text turned into the
 * record a person would have entered. Judging that record (the form version's limits) is the server's.
 */

const t = (key: string, required: boolean, ...names: string[]): ImportTarget => ({ key, required, names });

/** Every log has a date (and maybe a time), the initials of who did it, and notes. */
const commonTargets = [
  t("date", true, "Date", "Fecha", "Day", "Día", "Date and time", "Fecha y hora", "Date time"),
  t("time", false, "Time", "Hora"),
  t(
    "initials",
    true,
    "Initials",
    "Iniciales",
    "Performed by",
    "Realizado por",
    "Done by",
    "Checked by",
    "Revisado por",
    "By",
    "Por",
    "Technician",
    "Técnico",
    "Inspector",
    "Signature",
    "Firma",
    "Name",
    "Nombre",
  ),
];
const notesTarget = t("notes", false, "Notes", "Notas", "Comments", "Comentarios", "Observations", "Observaciones");
const correctiveTarget = t(
  "correctiveAction",
  false,
  "Corrective action",
  "Acción correctiva",
  "Corrective action taken",
  "CA",
);

const checkNames: readonly string[][] = [
  ["Food-contact surfaces", "Food contact surfaces", "Superficies de contacto"],
  ["Non-food-contact surfaces", "Non food contact surfaces", "Overheads", "Superficies sin contacto"],
  ["Drains", "Drenajes", "Desagües"],
  ["Standing water", "No standing water", "Agua estancada", "Sin agua estancada"],
  ["Sanitizer verified", "Sanitizer concentration verified", "Sanitizer check", "Desinfectante verificado"],
  ["Hand-wash stations", "Hand wash stations", "Handwash", "Lavamanos", "Estaciones de lavado de manos"],
];

/** The fields of each built-in form a column may fill, most specific first (see `proposeMapping`). */
export const recordImportTargets: Record<RecordType, ImportTarget[]> = {
  temperature: [
    ...commonTargets,
    t("location", true, "Location", "Ubicación", "Cold room", "Cámara", "Cooler", "Enfriador", "Room", "Cuarto"),
    t("reading", true, "Temperature", "Temperatura", "Temp", "Reading", "Lectura"),
    t("unit", false, "Unit", "Unidad", "°F/°C", "F/C"),
    correctiveTarget,
    notesTarget,
  ],
  sanitation: [
    ...commonTargets,
    t("area", true, "Area or line", "Área o línea", "Area", "Área", "Line", "Línea"),
    t("shift", true, "Inspection", "Inspección", "Shift", "Turno"),
    t("sanitizerPpm", false, "Sanitizer ppm", "Sanitizer concentration ppm", "ppm", "Desinfectante ppm"),
    ...sanitationChecklist.map((label, i) => t(`check${i + 1}`, true, label, ...checkNames[i]!)),
    correctiveTarget,
    notesTarget,
  ],
  water: [
    ...commonTargets,
    t("source", true, "Water source", "Fuente de agua", "Source", "Fuente"),
    t("samplePoint", true, "Sample point", "Punto de muestreo", "Sampling point", "Punto"),
    t("test", true, "Test", "Análisis", "Prueba", "Parameter", "Parámetro"),
    t("result", true, "Result", "Resultado", "Value", "Valor"),
    t("lab", false, "Laboratory", "Laboratorio", "Lab"),
    correctiveTarget,
    notesTarget,
  ],
  pest: [
    ...commonTargets,
    t("stationType", true, "Station type", "Tipo de estación", "Type", "Tipo"),
    t("station", true, "Station", "Estación", "Trap", "Trampa"),
    t("activityFound", true, "Activity found", "Actividad encontrada", "Activity", "Actividad"),
    t("activity", false, "Activity details", "Detalle de actividad", "Description", "Descripción"),
    t("action", false, "Action taken", "Acción tomada", "Action", "Acción"),
    notesTarget,
  ],
};

// Values --------------------------------------------------------------------------------------------

/** A number as a log writes it: "36.5", "36,5", "-2", with a unit after it ("36.5 °F") allowed. */
export function parseLogNumber(text: string): { value: number; unit: string } | null {
  const match = /^([-+]?\d+(?:[.,]\d+)?)\s*([^\d\s].*)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(",", "."));
  return Number.isFinite(value) ? { value, unit: (match[2] ?? "").trim() } : null;
}

const yesWords = new Set(["yes", "y", "si", "s", "true", "1", "x", "✓", "✔"]);
const noWords = new Set(["no", "n", "false", "0", "✗", "✘"]);
const passWords = new Set([...yesWords, "pass", "passed", "p", "ok", "acceptable", "cumple", "aprobado", "bien"]);
const failWords = new Set([...noWords, "fail", "failed", "f", "not ok", "no cumple", "falla", "fallo", "mal"]);

/** Yes/no (or pass/fail with `pass`) in English or Spanish, or null when it is neither. */
export function parseLogBoolean(text: string, pass = false): boolean | null {
  const raw = text.trim().toLowerCase();
  const word = normaliseHeader(raw) || raw;
  if ((pass ? passWords : yesWords).has(word)) return true;
  if ((pass ? failWords : noWords).has(word)) return false;
  return null;
}

/** A choice written as its id, its English label or one of the other names given. */
function parseChoice<T extends string>(text: string, names: Record<T, readonly string[]>): T | null {
  const wanted = normaliseHeader(text);
  for (const [id, list] of Object.entries(names) as [T, readonly string[]][])
    if ([id, ...list].some((n) => normaliseHeader(n) === wanted)) return id;
  return null;
}

const shiftNames: Record<(typeof sanitationShifts)[number], readonly string[]> = {
  pre_op: [sanitationShiftLabels.pre_op, "Preop", "Preoperacional", "Pre operacional", "Antes de operar"],
  mid_shift: [sanitationShiftLabels.mid_shift, "Mid", "Medio turno", "Durante el turno"],
  post_op: [sanitationShiftLabels.post_op, "Postop", "Postoperacional", "Post operacional", "Después de operar"],
};
const sourceNames: Record<(typeof waterSources)[number], readonly string[]> = {
  municipal: [waterSourceLabels.municipal, "City", "Red municipal"],
  well: [waterSourceLabels.well, "Pozo"],
  surface: [waterSourceLabels.surface, "Superficial", "Agua superficial"],
  recycled: [waterSourceLabels.recycled, "Reciclada", "Recirculada"],
};
const testNames: Record<(typeof waterTestIds)[number], readonly string[]> = {
  generic_e_coli: [waterTests.generic_e_coli.label, "E. coli", "E coli", "E. coli genérica"],
  total_coliform: [waterTests.total_coliform.label, "Coliforms", "Coliformes totales", "Coliformes"],
  free_chlorine: [waterTests.free_chlorine.label, "Free chlorine", "Chlorine", "Cloro libre", "Cloro"],
};
const stationTypeNames = Object.fromEntries(pestStationTypes.map((id) => [id, [pestStationTypeLabels[id]]])) as Record<
  (typeof pestStationTypes)[number],
  string[]
>;
stationTypeNames.rodent_bait.push("Bait station", "Cebadero", "Estación de cebo");
stationTypeNames.snap_trap.push("Trampa de golpe", "Trampa mecánica");
stationTypeNames.glue_board.push("Glue trap", "Trampa de pegamento", "Lámina adhesiva");
stationTypeNames.insect_light_trap.push("ILT", "Light trap", "Trampa de luz", "Lámpara atrapainsectos");

/** A date as logs write it: ISO (2026-03-05) or US (3/5/2026), maybe with a time after it. */
function parseLogDate(text: string): { date: IsoDate; time?: string } | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](.+))?$/.exec(trimmed);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(.+))?$/.exec(trimmed);
  const [year, month, day, time] = iso
    ? [iso[1]!, iso[2]!, iso[3]!, iso[4]]
    : us
      ? [us[3]!, us[1]!, us[2]!, us[4]]
      : [];
  if (!year) return null;
  const date = `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
  return isIsoDate(date) ? { date, time } : null;
}

/** A time as logs write it: 07:30, 7:30:00, 7:30 AM, 19h30. */
function parseLogTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})(?:[:h.](\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*([ap]\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const meridiem = match[3]?.toLowerCase().replace(/[^ap]/g, "");
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (!match[2]) return null;
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/**
 * What every log row has: its date (and time, noon when a log gives none) in the site's time zone, the
 * initials as who performed it, and notes. A problem is put under the field it is about.
 */
function logBase(
  values: Record<string, string>,
  context: { clauseId: string; timeZone: string },
  problems: Record<string, Message>,
) {
  const has = (key: string) => (values[key] ?? "") !== "";
  let occurredAt: string | undefined;
  if (has("date")) {
    const day = parseLogDate(values.date!);
    const timeText = has("time") ? values.time! : day?.time;
    const time = timeText ? parseLogTime(timeText) : { hour: 12, minute: 0 };
    if (!day) problems.date = notADate;
    else if (day.date < EARLIEST_LOG_DATE) problems.date = tooEarly;
    else if (!time) problems[has("time") ? "time" : "date"] = notATime;
    else occurredAt = zonedDateTime(day.date, time.hour, time.minute, context.timeZone).toISOString();
  }
  return {
    clauseId: context.clauseId,
    occurredAt,
    performedBy: has("initials") ? values.initials : undefined,
    notes: has("notes") ? values.notes! : "",
  };
}

/** One row's values (target key → text) turned into a record candidate, with what could not be read. */
export interface RecordRowCandidate {
  /** The record as a person would have entered it; the server's record schema and form judge it. */
  record: Record<string, unknown>;
  /** Target key → why its text could not be read (a value of the wrong kind). */
  problems: Record<string, Message>;
}

const notANumber = message("Must be a number");
const notADate = message("Must be a date (YYYY-MM-DD or M/D/YYYY)");
const notATime = message("Must be a time (HH:MM)");
/** The earliest date an imported log may carry: an older one is a typo (0026-03-05), not a log to audit. */
export const EARLIEST_LOG_DATE = "2000-01-01";
const tooEarly = message("Must be a date from {{date}} on", { date: EARLIEST_LOG_DATE });
const notPassFail = message("Must be pass or fail");
const notYesNo = message("Must be yes or no");
const notAnOption = message("Must be one of the form's options");

/**
 * Reads one row for a built-in form at a site: the date (and time, noon when a log gives none) in the
 * site's time zone, the initials as who performed it, each reading by its kind. An empty optional cell
 * is left out; an empty required one is left for the record schema to name.
 */
export function recordCandidate(
  type: RecordType,
  values: Record<string, string>,
  context: { clauseId: string; timeZone: string },
): RecordRowCandidate {
  const problems: Record<string, Message> = {};
  const has = (key: string) => (values[key] ?? "") !== "";
  const text = (key: string) => (has(key) ? values[key] : undefined);
  const numberOf = (key: string) => {
    if (!has(key)) return undefined;
    const parsed = parseLogNumber(values[key]!);
    if (!parsed) problems[key] = notANumber;
    return parsed ?? undefined;
  };
  const booleanOf = (key: string, pass: boolean) => {
    if (!has(key)) return undefined;
    const parsed = parseLogBoolean(values[key]!, pass);
    if (parsed === null) problems[key] = pass ? notPassFail : notYesNo;
    return parsed ?? undefined;
  };
  const choiceOf = <T extends string>(key: string, names: Record<T, readonly string[]>) => {
    if (!has(key)) return undefined;
    const parsed = parseChoice(values[key]!, names);
    if (parsed === null) problems[key] = notAnOption;
    return parsed ?? undefined;
  };

  const base = { type, ...logBase(values, context, problems) };
  const correctiveAction = text("correctiveAction") ?? "";
  switch (type) {
    case "temperature": {
      const reading = numberOf("reading");
      const unitText = (text("unit") ?? reading?.unit ?? "").replace(/[°º\s]/g, "").toUpperCase();
      const unit = unitText === "" || unitText === "F" ? "F" : unitText === "C" ? "C" : undefined;
      if (!unit) problems[has("unit") ? "unit" : "reading"] = message("Must be °F or °C");
      return {
        record: {
          ...base,
          readings: { location: text("location"), reading: reading?.value, unit, correctiveAction },
        },
        problems,
      };
    }
    case "sanitation":
      return {
        record: {
          ...base,
          readings: {
            area: text("area"),
            shift: choiceOf("shift", shiftNames),
            checklist: sanitationChecklist.map((item, i) => ({ item, passed: booleanOf(`check${i + 1}`, true) })),
            sanitizerPpm: numberOf("sanitizerPpm")?.value ?? null,
            correctiveAction,
          },
        },
        problems,
      };
    case "water":
      return {
        record: {
          ...base,
          readings: {
            source: choiceOf("source", sourceNames),
            samplePoint: text("samplePoint"),
            test: choiceOf("test", testNames),
            result: numberOf("result")?.value,
            lab: text("lab") ?? "",
            correctiveAction,
          },
        },
        problems,
      };
    case "pest":
      return {
        record: {
          ...base,
          readings: {
            station: text("station"),
            stationType: choiceOf("stationType", stationTypeNames),
            activityFound: booleanOf("activityFound", false),
            activity: text("activity") ?? "",
            action: text("action") ?? "",
          },
        },
        problems,
      };
  }
}

/**
 * The import field a record field's problem belongs to (e.g. `readings.checklist.2.passed` → `check3`,
 * `performedBy` → `initials`), so a row's problem names the column a person filled.
 */
export function targetOfRecordField(field: string): string {
  if (field === "occurredAt") return "date";
  if (field === "performedBy") return "initials";
  const checklist = /^readings\.checklist\.(\d+)/.exec(field);
  if (checklist) return `check${Number(checklist[1]) + 1}`;
  if (field === "readings.checklist") return "check1";
  return field.startsWith("readings.") ? field.slice("readings.".length).split(".")[0]! : field;
}

// Custom forms ---------------------------------------------------------------------------------------

/** The import field of a custom form's field: its reading, as the record API names it. */
export const customFieldTarget = (key: string) => `readings.${key}`;

/**
 * The fields a file's columns may fill for one of the organisation's own forms (a stored version): the
 * log's date, time, initials and notes, then each field of the form (proposed by its label and key), then
 * the corrective action. A photo cannot come from a spreadsheet, so it is not offered; a signature field
 * left without a column takes the row's initials.
 */
export function customImportTargets(form: FormDefinition): (ImportTarget & { label?: string })[] {
  const fields = form.fields
    .filter((f) => f.type !== "photo")
    .map((f) => ({
      key: customFieldTarget(f.key),
      label: f.label,
      required: f.required && f.type !== "signature",
      names: [
        f.label,
        f.key,
        ...(f.type === "number" && f.unit ? [`${f.label} (${f.unit})`, `${f.label} ${f.unit}`] : []),
      ],
    }));
  return [
    ...commonTargets,
    ...fields,
    { ...correctiveTarget, key: customFieldTarget("correctiveAction") },
    notesTarget,
  ];
}

const unitKey = (unit: string) => unit.replace(/[°º\s]/g, "").toLowerCase();

/**
 * Reads one row for a custom form: the date, time and initials as for a built-in form, and each mapped
 * field by its type (a number with its unit, pass/fail, one of the options, a date and time in the site's
 * time zone, text). What it reads is judged by `evaluateFormReadings` through the record's judgement.
 */
export function customRecordCandidate(
  form: FormDefinition,
  formId: string,
  values: Record<string, string>,
  context: { clauseId: string; timeZone: string },
): RecordRowCandidate {
  const problems: Record<string, Message> = {};
  const base = logBase(values, context, problems);
  const readings: Record<string, string | number | boolean | null> = {};
  for (const field of form.fields) {
    const key = customFieldTarget(field.key);
    const raw = (values[key] ?? "") || (field.type === "signature" ? (values.initials ?? "") : "");
    if (raw === "") continue;
    switch (field.type) {
      case "number": {
        const parsed = parseLogNumber(raw);
        if (!parsed) problems[key] = notANumber;
        else if (parsed.unit && field.unit && unitKey(parsed.unit) !== unitKey(field.unit))
          problems[key] = message("Must be in {{unit}}", { unit: field.unit });
        else readings[field.key] = parsed.value;
        break;
      }
      case "pass_fail": {
        const parsed = parseLogBoolean(raw, true);
        if (parsed === null) problems[key] = notPassFail;
        else readings[field.key] = parsed;
        break;
      }
      case "choice": {
        const wanted = normaliseHeader(raw);
        const option = field.options.find((o) => normaliseHeader(o) === wanted);
        if (option === undefined) problems[key] = notAnOption;
        else readings[field.key] = option;
        break;
      }
      case "datetime": {
        const day = parseLogDate(raw);
        const time = day?.time ? parseLogTime(day.time) : { hour: 0, minute: 0 };
        if (!day) problems[key] = notADate;
        else if (day.date < EARLIEST_LOG_DATE) problems[key] = tooEarly;
        else if (!time) problems[key] = notATime;
        else readings[field.key] = zonedDateTime(day.date, time.hour, time.minute, context.timeZone).toISOString();
        break;
      }
      default:
        readings[field.key] = raw;
    }
  }
  const action = values[customFieldTarget("correctiveAction")] ?? "";
  if (action !== "") readings.correctiveAction = action;
  return { record: { ...base, type: "custom", formId, readings }, problems };
}

/** The import field a custom form's record field's problem belongs to (`readings.temp` stays itself). */
export function targetOfCustomRecordField(field: string): string {
  if (field.startsWith("readings.")) return customFieldTarget(field.slice("readings.".length).split(".")[0]!);
  return targetOfRecordField(field);
}
