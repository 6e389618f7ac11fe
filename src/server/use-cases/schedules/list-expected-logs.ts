import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { siteDays } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { ExpectedLogsView } from "../../../domain/schemas/schedules";
import { type ExpectedLog, expandSchedule, matchExpectedLogs } from "../../../domain/schedules/schedule";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { logFormVersions, monitoringRecords } from "../../db/schema";
import { customFormLabels, formNameIn } from "../forms/form-labels";
import { findSite } from "../sites/site-access";
import { siteSchedules } from "./log-schedules";
import { siteCalendar } from "./site-calendar";

/**
 * Which logs the site's schedules expected from..to (site-local dates) and what became of each: done,
 * late, missing, still due, or not expected because the site was closed (decision 126). Computed from the
 * schedules, the working calendar and the records' observation times on every read.
 */
export async function listExpectedLogs(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; from: string; to: string; locale: AppLocale },
): Promise<ExpectedLogsView> {
  const site = await findSite(db, actor, input.siteSlug);
  return expectedLogsAt(db, site, { ...input, now: actorNow(actor) });
}

/** The expected logs of a site the caller may already read (the use-case above, notification rules). */
export async function expectedLogsAt(
  db: Db,
  site: { id: string; organisationId: string; timezone: string },
  input: { from: string; to: string; locale: AppLocale; now: Date },
): Promise<ExpectedLogsView> {
  const [schedules, calendar] = await Promise.all([siteSchedules(db, site.id), siteCalendar(db, site.id)]);
  const days = siteDays(input.from, input.to, site.timezone);
  const expected = schedules.map((s) => ({ schedule: s, logs: expandSchedule(s, calendar, days, site.timezone) }));
  const all = expected.flatMap((e) => e.logs);
  if (!all.length) return { items: [] };

  // One read of the records that can answer any of these logs: the forms scheduled, within the windows.
  // A record answers for the form its version belongs to (a built-in form's id is its type).
  const forms = [...new Set(schedules.map((s) => s.formId))];
  const earliest = new Date(Math.min(...all.map((l) => l.windowStart.getTime())));
  const latest = new Date(Math.max(...all.map((l) => l.lateUntil.getTime())));
  const [records, labels] = await Promise.all([
    db
      .select({ id: monitoringRecords.id, formId: logFormVersions.formId, observedAt: monitoringRecords.occurredAt })
      .from(monitoringRecords)
      .innerJoin(logFormVersions, eq(logFormVersions.id, monitoringRecords.formVersionId))
      .where(
        and(
          eq(monitoringRecords.organisationId, site.organisationId),
          eq(monitoringRecords.siteId, site.id),
          inArray(logFormVersions.formId, forms),
          gte(monitoringRecords.occurredAt, earliest),
          lt(monitoringRecords.occurredAt, latest),
        ),
      ),
    customFormLabels(db, site.organisationId, forms),
  ]);

  // Schedules of the same form share its records: one record answers one expected log across them all.
  const now = input.now;
  const byForm = new Map<string, ExpectedLog[]>();
  for (const e of expected) byForm.set(e.schedule.formId, [...(byForm.get(e.schedule.formId) ?? []), ...e.logs]);
  const items: ExpectedLogsView["items"] = [];
  for (const [formId, unsorted] of byForm) {
    const logs = unsorted.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const name = formNameIn(labels, formId, input.locale);
    for (const log of matchExpectedLogs(
      logs,
      records.filter((r) => r.formId === formId),
      now,
    ))
      items.push({
        scheduleId: log.scheduleId,
        formId,
        formName: name,
        date: log.date,
        shift: log.shift,
        due: log.dueAt.toISOString(),
        status: log.status,
        ...(log.recordId ? { recordId: log.recordId } : {}),
      });
  }
  return { items: items.sort((a, b) => a.due.localeCompare(b.due) || a.formName.localeCompare(b.formName)) };
}
