import { addCalendarDays, shiftInstant } from "../../../domain/dates";
import { MISSED_LOG_DAYS } from "../../../domain/overview/work-items";
import type { RecordType } from "../../../domain/records/catalogue";
import type { AppRole } from "../../../domain/roles";
import type { ScheduleCreateInput } from "../../../domain/schemas/schedules";
import type { Db } from "../../db/client";
import { listExpectedLogs } from "../../use-cases/schedules/list-expected-logs";
import { createLogSchedule } from "../../use-cases/schedules/log-schedules";
import { saveWorkingCalendar } from "../../use-cases/schedules/working-calendar";
import { demoActor } from "../demo-actor";
import type { DemoSeedContext } from "../demo-organisation";
import { type PlannedRecord, seedRecords, siteInfo } from "../records/seed-demo-records";

/** How far back the demo's schedules start. */
const SCHEDULED_DAYS = 30;

type DemoSchedule = Omit<ScheduleCreateInput, "startsOn">;

const oxnardSchedules: DemoSchedule[] = [
  { formId: "sanitation", frequency: { kind: "operating_days", dueTime: "07:00" }, ownerRole: "qa_tech" },
  { formId: "temperature", frequency: { kind: "operating_days", dueTime: "10:00" }, ownerRole: "qa_tech" },
  { formId: "pest", frequency: { kind: "weekly", weekdays: [1], dueTime: "16:00" }, ownerRole: "qa_tech" },
  { formId: "water", frequency: { kind: "monthly", dayOfMonth: 5, dueTime: "17:00" }, ownerRole: "qa_manager" },
];
const yumaSchedules: DemoSchedule[] = [
  { formId: "temperature", frequency: { kind: "operating_days", dueTime: "09:00" }, ownerRole: "supervisor" },
  { formId: "pest", frequency: { kind: "weekly", weekdays: [3], dueTime: "15:00" }, ownerRole: "qa_tech" },
];

/** Who fills the logs at each site (the demo supervisor works at Yuma only); a manager verifies them. */
const authors: Record<string, AppRole> = { oxnard: "qa_tech", yuma: "supervisor" };

/**
 * Working calendars and log schedules for both demo sites (decision 126), started 30 days ago, and the
 * logs they expected filled — all but a few missed on purpose, so the gaps show on a fresh start (at Oxnard
 * the 2nd, 7th and 12th log nobody had filled more than 10 days ago, at Yuma the 3rd), and one filled late. Logs the
 * records seed already made count; today's logs are left to fill.
 */
export async function seedDemoSchedules(tx: Db, ctx: DemoSeedContext) {
  // demoFigures.missedLogs and lateLogs count what these leave.
  await seedSite(tx, ctx, "oxnard", oxnardSchedules, { missed: [1, 6, 11], late: 3 }, 301);
  await seedSite(tx, ctx, "yuma", yumaSchedules, { missed: [2], late: null }, 302);
}

async function seedSite(
  tx: Db,
  ctx: DemoSeedContext,
  slug: string,
  schedules: DemoSchedule[],
  gaps: { missed: number[]; late: number | null },
  seed: number,
) {
  const site = await siteInfo(tx, ctx, slug);
  const startsOn = addCalendarDays(site.today, -SCHEDULED_DAYS);
  const manager = demoActor(ctx, "qa_manager", shiftInstant(ctx.now, { days: -SCHEDULED_DAYS - 1 }));
  // A company holiday two weeks ago: no operating-day log was expected then.
  await saveWorkingCalendar(tx, manager, {
    siteSlug: slug,
    calendar: {
      operatingWeekdays: [1, 2, 3, 4, 5],
      closures: [
        {
          from: addCalendarDays(site.today, -14),
          to: addCalendarDays(site.today, -14),
          kind: "holiday",
          name: "Company holiday",
        },
      ],
    },
  });
  for (const schedule of schedules)
    await createLogSchedule(tx, manager, { siteSlug: slug, locale: "en", ...schedule, startsOn });

  const { items } = await listExpectedLogs(tx, demoActor(ctx, "qa_manager", ctx.now), {
    siteSlug: slug,
    from: startsOn,
    to: addCalendarDays(site.today, -1),
    locale: "en",
  });
  const unfilled = items.filter((i) => i.status === "missing");
  // The gaps left are older than the week a missed log costs readiness (MISSED_LOG_DAYS), so the
  // overview keeps the spec's demo figures while Today and the expected logs show them.
  const older = addCalendarDays(site.today, -(MISSED_LOG_DAYS + 3));
  const candidates = unfilled.filter((i) => i.date < older);
  const left = new Set(gaps.missed.map((n) => candidates[n]).filter((i) => i !== undefined));
  const plan: PlannedRecord[] = unfilled.flatMap((item, index) => {
    if (left.has(item)) return [];
    const due = new Date(item.due);
    const type = item.formId as RecordType;
    return [
      {
        type,
        // Filled within the hour before its due time; the late one three hours after it.
        createdAt: shiftInstant(due, { hours: index === gaps.late ? 3 : -1 }),
        status: "verified",
        author: authors[slug]!,
        reviewer: index % 2 ? "qa_manager" : "pcqi",
      },
    ];
  });
  await seedRecords(tx, ctx, site, plan, seed);
}
