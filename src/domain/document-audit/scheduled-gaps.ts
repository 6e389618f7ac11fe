import type { IsoDate } from "../dates";
import type { ScheduleFrequency } from "../schedules/schedule";

/**
 * A log form the site's schedules expect, as the document audit sees it (decision 128): the applicable
 * clauses it evidences, the day its first schedule started, the document its Clausewise records became,
 * and the site-local days a scheduled log of it was missed.
 */
export interface ScheduledForm {
  formId: string;
  clauseIds: readonly string[];
  since: IsoDate;
  /** How often its schedules expect it at the least: every (operating) day, every week, or less often. */
  rhythm: ScheduleRhythm;
  /** The name of the records document of this form the engine reads, when it has one. */
  document?: string;
  missed: readonly IsoDate[];
}

export type ScheduleRhythm = "day" | "week" | "longer";

/** A schedule's rhythm: per shift, daily and operating days expect a log every day the site works. */
export function scheduleRhythm(frequency: ScheduleFrequency): ScheduleRhythm {
  if (["per_shift", "daily", "operating_days"].includes(frequency.kind)) return "day";
  return frequency.kind === "weekly" ? "week" : "longer";
}

/** A rhythm expects entries at least as often as a frequency rule asks (`day` covers working days too). */
export const rhythmCovers = (rhythm: ScheduleRhythm, every: "day" | "working_day" | "week") =>
  rhythm === "day" || (rhythm === "week" && every === "week");

/** What the frequency rule needs to know of the schedules: per records document, from when and how often. */
export type ScheduledDocuments = ReadonlyMap<string, { since: IsoDate; rhythm: ScheduleRhythm }>;

/**
 * The records documents whose days a schedule knows, from the day it started: the frequency rule leaves
 * those days to the schedule's missed logs when the schedule expects entries at least as often as the rule
 * does (a holiday is then no gap, and a missed day is named once); a sparser schedule leaves the rule be.
 */
export const scheduledDocuments = (forms: readonly ScheduledForm[]): ScheduledDocuments =>
  new Map(forms.flatMap((f) => (f.document ? [[f.document, { since: f.since, rhythm: f.rhythm }] as const] : [])));
