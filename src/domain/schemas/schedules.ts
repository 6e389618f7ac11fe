import { z } from "zod";
import { daysBetween, isIsoDate } from "../dates";
import { recordTypes } from "../records/catalogue";
import { appRoles } from "../roles";
import { type ExpectedLogStatus, scheduleFrequencySchema } from "../schedules/schedule";
import type { ScheduleProposal } from "../schedules/proposals";
import { workingCalendarSchema } from "../schedules/working-calendar";

export { workingCalendarSchema };

const isoDate = z.string().refine(isIsoDate, "Use a real date (YYYY-MM-DD)");

/** The built-in log forms a schedule can expect by their type; a custom form by its id. */
export const logFormIds = recordTypes;

export const scheduleCreateSchema = z.object({
  formId: z.union([z.enum(logFormIds, "Choose a log form"), z.uuid("Choose a log form")], "Choose a log form"),
  frequency: scheduleFrequencySchema,
  /** The role that fills the log and is told when it is missing. */
  ownerRole: z.enum(appRoles, "Choose the role that fills this log"),
  /** The first day the log is expected; today at the site when left out. */
  startsOn: isoDate.optional(),
});
export type ScheduleCreateInput = z.infer<typeof scheduleCreateSchema>;

export const scheduleEndSchema = z.object({ endsOn: isoDate });

export const scheduleParamsSchema = z.object({ id: z.uuid("Not a schedule id") });

/** At most a year and a day at a time: a longer range is a report, not a screen. */
export const MAX_EXPECTED_LOG_DAYS = 366;

const realDates = (q: { from: string; to: string }) => isIsoDate(q.from) && isIsoDate(q.to);

export const expectedLogsQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  // The range is judged only between two real dates: a bad one is named on its own field, not as a range.
  .refine((q) => !realDates(q) || q.from <= q.to, { path: ["to"], message: "Ends before it starts" })
  .refine((q) => !realDates(q) || q.from > q.to || daysBetween(q.from, q.to) < MAX_EXPECTED_LOG_DAYS, {
    path: ["to"],
    message: "Ask for at most 366 days at a time",
  });

export type WorkingCalendarView = z.infer<typeof workingCalendarSchema> & { updatedAt: string | null };

export type LogScheduleView = {
  id: string;
  formId: string;
  formName: string;
  frequency: z.infer<typeof scheduleFrequencySchema>;
  ownerRole: (typeof appRoles)[number];
  startsOn: string;
  endsOn: string | null;
};

export type LogSchedulesView = {
  schedules: LogScheduleView[];
  proposals: (ScheduleProposal & { formName: string })[];
};

export type ExpectedLogView = {
  scheduleId: string;
  formId: string;
  formName: string;
  /** The site-local date the log belongs to, and its shift for per-shift schedules. */
  date: string;
  shift: string | null;
  /** When it is due, as an instant. */
  due: string;
  status: ExpectedLogStatus;
  recordId?: string;
};

export type ExpectedLogsView = { items: ExpectedLogView[] };
