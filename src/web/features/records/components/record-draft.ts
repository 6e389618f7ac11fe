import { sanitationChecklist, type RecordType, type WaterTest } from "@domain/records/catalogue";
import { recordInputSchema, type RecordInput, type RecordView } from "@domain/schemas/records";

/** What the record form edits: text as typed (numbers included), one readings block per type. */
export interface RecordDraft {
  type: RecordType;
  clauseId: string;
  occurredAt: string;
  performedBy: string;
  notes: string;
  temperature: {
    location: string;
    reading: string;
    unit: "F" | "C";
    correctiveAction: string;
  };
  sanitation: {
    area: string;
    shift: "pre_op" | "mid_shift" | "post_op";
    passed: boolean[];
    sanitizerPpm: string;
    correctiveAction: string;
  };
  water: {
    source: "municipal" | "well" | "surface" | "recycled";
    samplePoint: string;
    test: WaterTest;
    result: string;
    lab: string;
    correctiveAction: string;
  };
  pest: {
    station: string;
    stationType: "rodent_bait" | "snap_trap" | "glue_board" | "insect_light_trap";
    activityFound: boolean;
    activity: string;
    action: string;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A Date as the value of a datetime-local input (the browser's zone). */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

export function emptyDraft(type: RecordType, performedBy: string, clauseId = ""): RecordDraft {
  return {
    type,
    clauseId,
    occurredAt: toLocalInput(new Date()),
    performedBy,
    notes: "",
    temperature: { location: "", reading: "", unit: "F", correctiveAction: "" },
    sanitation: {
      area: "",
      shift: "pre_op",
      passed: sanitationChecklist.map(() => true),
      sanitizerPpm: "",
      correctiveAction: "",
    },
    water: {
      source: "municipal",
      samplePoint: "",
      test: "generic_e_coli",
      result: "",
      lab: "",
      correctiveAction: "",
    },
    pest: { station: "", stationType: "rodent_bait", activityFound: false, activity: "", action: "" },
  };
}

/** The form of an existing record (its correction or amendment) or of a log queued on this device. */
export function draftFromRecord(
  record: Pick<RecordView, "performedBy" | "clauseId" | "occurredAt" | "notes" | "readings"> & { type: RecordType },
): RecordDraft {
  const draft = emptyDraft(record.type, record.performedBy, record.clauseId);
  draft.occurredAt = toLocalInput(new Date(record.occurredAt));
  draft.notes = record.notes;
  const r = record.readings as Record<string, unknown>;
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  if (record.type === "temperature")
    draft.temperature = {
      location: text(r.location),
      reading: text(r.reading),
      unit: r.unit === "C" ? "C" : "F",
      correctiveAction: text(r.correctiveAction),
    };
  if (record.type === "sanitation") {
    const checklist = (r.checklist as { passed: boolean }[]) ?? [];
    draft.sanitation = {
      area: text(r.area),
      shift: r.shift as RecordDraft["sanitation"]["shift"],
      passed: sanitationChecklist.map((_, i) => checklist[i]?.passed ?? true),
      sanitizerPpm: text(r.sanitizerPpm),
      correctiveAction: text(r.correctiveAction),
    };
  }
  if (record.type === "water")
    draft.water = {
      source: r.source as RecordDraft["water"]["source"],
      samplePoint: text(r.samplePoint),
      test: r.test as WaterTest,
      result: text(r.result),
      lab: text(r.lab),
      correctiveAction: text(r.correctiveAction),
    };
  if (record.type === "pest")
    draft.pest = {
      station: text(r.station),
      stationType: r.stationType as RecordDraft["pest"]["stationType"],
      activityFound: r.activityFound === true,
      activity: text(r.activity),
      action: text(r.action),
    };
  return draft;
}

const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
const optionalNum = (text: string) => (text.trim() === "" ? null : Number(text));

/** The API body of a draft (not yet validated). */
export function draftToInput(draft: RecordDraft): unknown {
  const occurred = new Date(draft.occurredAt);
  const base = {
    clauseId: draft.clauseId,
    occurredAt: Number.isNaN(occurred.getTime()) ? "" : occurred.toISOString(),
    performedBy: draft.performedBy,
    notes: draft.notes,
  };
  switch (draft.type) {
    case "temperature": {
      const t = draft.temperature;
      return {
        ...base,
        type: "temperature",
        readings: {
          location: t.location,
          reading: num(t.reading),
          unit: t.unit,
          correctiveAction: t.correctiveAction,
        },
      };
    }
    case "sanitation": {
      const s = draft.sanitation;
      return {
        ...base,
        type: "sanitation",
        readings: {
          area: s.area,
          shift: s.shift,
          checklist: sanitationChecklist.map((item, i) => ({ item, passed: s.passed[i] ?? true })),
          sanitizerPpm: optionalNum(s.sanitizerPpm),
          correctiveAction: s.correctiveAction,
        },
      };
    }
    case "water": {
      const w = draft.water;
      return {
        ...base,
        type: "water",
        readings: {
          source: w.source,
          samplePoint: w.samplePoint,
          test: w.test,
          result: num(w.result),
          lab: w.lab,
          correctiveAction: w.correctiveAction,
        },
      };
    }
    case "pest":
      return { ...base, type: "pest", readings: { ...draft.pest } };
  }
}

/** Validates a draft with the same schema as the server: the input, or the reason per field. */
export function validateDraft(
  draft: RecordDraft,
): { input: RecordInput; errors?: undefined } | { input?: undefined; errors: Record<string, string> } {
  const result = recordInputSchema.safeParse(draftToInput(draft));
  if (result.success) return { input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { errors };
}
