import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { siteDays } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { ExpectedLogsView } from "../../../domain/schemas/schedules";
import {
  type ExpectedLog,
  expandSchedule,
  type LoggedRecord,
  matchExpectedLogs,
} from "../../../domain/schedules/schedule";
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

  // One read of the records that can answer any of these logs: the scheduled forms' versions, within the
  // windows. A record answers for the form its version belongs to (a built-in form's id is its type). A
  // year is thousands of records: each version's come back as two lists (ids, epoch milliseconds) in one
  // row, in time order, rather than a row each; versions are mapped to forms here, not by a join that
  // looks a version up per record (issue 19).
  const forms = [...new Set(schedules.map((s) => s.formId))];
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const log of all) {
    earliest = Math.min(earliest, log.windowStart.getTime());
    latest = Math.max(latest, log.lateUntil.getTime());
  }
  const [versions, labels] = await Promise.all([
    db
      .select({ id: logFormVersions.id, formId: logFormVersions.formId })
      .from(logFormVersions)
      .where(inArray(logFormVersions.formId, forms)),
    customFormLabels(db, site.organisationId, forms),
  ]);
  const formOfVersion = new Map(versions.map((v) => [v.id, v.formId]));
  const order = sql`order by ${monitoringRecords.occurredAt}, ${monitoringRecords.id}`;
  const recordLists = versions.length
    ? await db
        .select({
          versionId: monitoringRecords.formVersionId,
          ids: sql<string>`string_agg(${monitoringRecords.id}::text, ',' ${order})`,
          times: sql<string>`string_agg(floor(extract(epoch from ${monitoringRecords.occurredAt}) * 1000)::bigint::text, ',' ${order})`,
        })
        .from(monitoringRecords)
        .where(
          and(
            eq(monitoringRecords.organisationId, site.organisationId),
            eq(monitoringRecords.siteId, site.id),
            inArray(monitoringRecords.formVersionId, [...formOfVersion.keys()]),
            gte(monitoringRecords.occurredAt, new Date(earliest)),
            lt(monitoringRecords.occurredAt, new Date(latest)),
          ),
        )
        .groupBy(monitoringRecords.formVersionId)
    : [];
  const recordsByForm = new Map<string, LoggedRecord[]>();
  for (const list of recordLists) {
    const formId = formOfVersion.get(list.versionId)!;
    const times = list.times.split(",");
    const records = recordsByForm.get(formId) ?? [];
    list.ids.split(",").forEach((id, i) => records.push({ id, observedAt: new Date(Number(times[i])) }));
    recordsByForm.set(formId, records);
  }

  // Schedules of the same form share its records: one record answers one expected log across them all.
  const byForm = new Map<string, ExpectedLog[]>();
  for (const e of expected) {
    const logs = byForm.get(e.schedule.formId);
    if (logs) logs.push(...e.logs);
    else byForm.set(e.schedule.formId, [...e.logs]);
  }
  const items: ExpectedLogsView["items"] = [];
  for (const [formId, logs] of byForm) {
    logs.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const formName = formNameIn(labels, formId, input.locale);
    for (const log of matchExpectedLogs(logs, recordsByForm.get(formId) ?? [], input.now)) {
      const item: ExpectedLogsView["items"][number] = {
        scheduleId: log.scheduleId,
        formId,
        formName,
        date: log.date,
        shift: log.shift,
        due: log.dueAt.toISOString(),
        status: log.status,
      };
      if (log.recordId) item.recordId = log.recordId;
      items.push(item);
    }
  }
  // Due times are ISO instants of one format: they sort as strings.
  return {
    items: items.sort((a, b) =>
      a.due < b.due ? -1 : a.due > b.due ? 1 : a.formName === b.formName ? 0 : a.formName.localeCompare(b.formName),
    ),
  };
}
