import { addCalendarDays, siteDays, siteToday } from "../../src/domain/dates";
import type { RecordType } from "../../src/domain/records/catalogue";
import { expandSchedule, type ScheduleFrequency } from "../../src/domain/schedules/schedule";
import { DEFAULT_WORKING_CALENDAR } from "../../src/domain/schedules/working-calendar";
import type { Db } from "../../src/server/db/client";
import { logSchedules, monitoringRecords, sites } from "../../src/server/db/schema";
import { builtinFormVersionIds } from "../../src/server/use-cases/forms/form-versions";

const ZONE = "America/Los_Angeles";

/** Twenty schedules as a busy packhouse keeps them: shifts, operating days, daily, weekly, monthly, yearly. */
const frequencies: [RecordType, ScheduleFrequency][] = [
  [
    "temperature",
    {
      kind: "per_shift",
      shifts: [
        { name: "Day", dueTime: "10:00" },
        { name: "Swing", dueTime: "18:00" },
      ],
    },
  ],
  [
    "temperature",
    {
      kind: "per_shift",
      shifts: [
        { name: "Pre-op", dueTime: "06:00" },
        { name: "Day", dueTime: "14:00" },
        { name: "Night", dueTime: "22:00" },
      ],
    },
  ],
  ["temperature", { kind: "daily", dueTime: "08:00" }],
  ["temperature", { kind: "daily", dueTime: "20:00" }],
  ["temperature", { kind: "operating_days", dueTime: "12:00" }],
  ["sanitation", { kind: "operating_days", dueTime: "07:00" }],
  ["sanitation", { kind: "operating_days", dueTime: "15:30" }],
  [
    "sanitation",
    {
      kind: "per_shift",
      shifts: [
        { name: "Pre-op", dueTime: "06:30" },
        { name: "Post-op", dueTime: "23:00" },
      ],
    },
  ],
  ["sanitation", { kind: "weekly", weekdays: [1, 4], dueTime: "16:00" }],
  ["sanitation", { kind: "weekly", weekdays: [6], dueTime: "12:00" }],
  ["pest", { kind: "weekly", weekdays: [1], dueTime: "16:00" }],
  ["pest", { kind: "weekly", weekdays: [3], dueTime: "16:00" }],
  ["pest", { kind: "monthly", dayOfMonth: 15, dueTime: "17:00" }],
  ["pest", { kind: "operating_days", dueTime: "09:00" }],
  ["water", { kind: "monthly", dayOfMonth: 1, dueTime: "17:00" }],
  ["water", { kind: "monthly", dayOfMonth: 28, dueTime: "17:00" }],
  ["water", { kind: "weekly", weekdays: [2], dueTime: "11:00" }],
  ["water", { kind: "yearly", month: 3, day: 31, dueTime: "17:00" }],
  ["water", { kind: "yearly", month: 9, day: 30, dueTime: "17:00" }],
  ["water", { kind: "operating_days", dueTime: "13:00" }],
];

/**
 * A site of its own with 20 log schedules started a year ago and the logs they expected filled but one
 * in twenty (written in bulk; their audit trail is not what is measured). Issue 19's figure reads the
 * site's expected logs for the whole year.
 */
export async function prepareScheduledSite(db: Db, organisationId: string) {
  const [site] = await db
    .insert(sites)
    .values({
      organisationId,
      slug: "bench-schedules",
      name: "Bench schedules",
      address: "1 Bench Way, Oxnard CA",
      timezone: ZONE,
      type: "packhouse",
    })
    .returning();
  const to = siteToday(ZONE);
  const from = addCalendarDays(to, -364);
  const rows = await db
    .insert(logSchedules)
    .values(
      frequencies.map(([formId, frequency]) => ({
        organisationId,
        siteId: site!.id,
        formId,
        frequency,
        ownerRole: "qa_tech" as const,
        startsOn: from,
      })),
    )
    .returning();
  const days = siteDays(from, to, ZONE);
  const now = Date.now();
  const expected = rows.flatMap((row) =>
    expandSchedule(row, DEFAULT_WORKING_CALENDAR, days, ZONE)
      .filter((log) => log.operating && log.dueAt.getTime() < now)
      .map((log) => ({ log, formId: row.formId as RecordType })),
  );
  const filled = expected.filter((_, i) => i % 20 !== 0);
  const formVersionIds = await builtinFormVersionIds(db);
  for (let i = 0; i < filled.length; i += 1000)
    await db.insert(monitoringRecords).values(
      filled.slice(i, i + 1000).map(({ log, formId }) => {
        const at = new Date(log.dueAt.getTime() - 30 * 60_000);
        return {
          organisationId,
          siteId: site!.id,
          type: formId,
          formVersionId: formVersionIds[formId],
          clauseId: "C.01.01",
          occurredAt: at,
          performedBy: "Bench generator",
          readings: {},
          summary: "Scheduled log",
          status: "verified" as const,
          submittedAt: at,
          dueDate: log.date,
          createdByName: "Bench generator",
          createdAt: at,
        };
      }),
    );
  return { slug: site!.slug, from, to, expected: expected.length, records: filled.length };
}
