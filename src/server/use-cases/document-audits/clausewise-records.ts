import { createHash } from "node:crypto";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { addCalendarDays, type IsoDate, localDate, startOfSiteDay } from "../../../domain/dates";
import type { ExtractedDocument } from "../../../domain/document-audit/contract";
import { type ScheduledForm, scheduleRhythm } from "../../../domain/document-audit/scheduled-gaps";
import type {
  PestReadings,
  SanitationReadings,
  TemperatureReadings,
  WaterReadings,
} from "../../../domain/schemas/record-readings";
import type { AppLocale } from "../../../domain/i18n/locales";
import { languageNames } from "../../../domain/training/languages";
import type { Db } from "../../db/client";
import {
  employees,
  internalAudits,
  monitoringRecords,
  sites,
  trainingModules,
  trainingSessions,
  users,
} from "../../db/schema";
import { translateText } from "../../i18n/catalogue";
import { tableFromRows } from "../../document-audit/extract/tables";
import { isBuiltinFormId } from "../../../domain/forms/builtin-versions";
import { customFormLabels, formClausesIn } from "../forms/form-labels";
import { siteSchedules } from "../schedules/log-schedules";
import { missedLogsAt } from "../schedules/missed-logs";
import { supplierRecordDocuments } from "./supplier-record-documents";

/** How far back the records read as evidence go: a year and a little, as recency and frequency rules look. */
const LOOKBACK_DAYS = 400;
/** Rows one records document holds at most (the newest). */
const MAX_ROWS = 5000;

const recordLogs = {
  temperature: "Temperature log",
  sanitation: "Sanitation inspection log",
  water: "Water test log",
  pest: "Pest control log",
  custom: "Custom log",
} as const;

const recordsDocumentName = (title: string) => `Clausewise records: ${title}`;

/**
 * A cited document's name in the reader's language: the app's own records documents ("Clausewise
 * records: Temperature log", named in English for the evidence rules) from the `errors` catalogue; an
 * uploaded file's name as it is. A finding's `{{document}}` is translated the same way (`renderMessage`).
 */
export const documentNameIn = (locale: AppLocale, name: string) =>
  name.startsWith("Clausewise records: ") ? translateText(locale, "errors", name) : name;

/** A table of records as an `ExtractedDocument` (header on row 1, each record a row, source "clausewise"). */
function recordsDocument(title: string, columns: string[], rows: string[][]): ExtractedDocument {
  const { table, passages } = tableFromRows([
    { row: 1, cells: columns },
    ...rows.map((cells, i) => ({ row: i + 2, cells })),
  ]);
  const name = recordsDocumentName(title);
  const sha256 = createHash("sha256")
    .update(JSON.stringify([name, columns, rows]))
    .digest("hex");
  return { name, sha256, mediaType: "text/csv", passages, tables: table ? [table] : [], ocr: false };
}

type RecordRow = typeof monitoringRecords.$inferSelect;

/** The columns of each kind of log, named as the evidence rules' vocabulary reads them. */
function logColumns(type: RecordRow["type"]): { columns: string[]; cells: (r: RecordRow) => string[] } {
  const tail = ["Verified by", "Verification date"];
  switch (type) {
    case "custom":
      // Records of the organisation's own forms: each form's fields differ, so the summary line tells them.
      return {
        columns: ["Date", "Record", "Result", "Initials", "Corrective action", ...tail],
        cells: (r) => [
          r.summary,
          r.exception ? "Out of limit" : "Within limit",
          r.performedBy,
          String((r.readings as { correctiveAction?: unknown }).correctiveAction ?? ""),
        ],
      };
    case "temperature":
      return {
        columns: ["Date", "Location", "Temperature", "Unit", "Result", "Initials", "Corrective action", ...tail],
        cells: (r) => {
          const x = r.readings as TemperatureReadings;
          return [
            x.location,
            String(x.reading),
            x.unit,
            r.exception ? "Out of limit" : "Within limit",
            r.performedBy,
            x.correctiveAction ?? "",
          ];
        },
      };
    case "sanitation":
      return {
        columns: ["Date", "Area", "Inspection", "Result", "Sanitizer ppm", "Initials", "Corrective action", ...tail],
        cells: (r) => {
          const x = r.readings as SanitationReadings;
          const failed = x.checklist.filter((c) => !c.passed).map((c) => c.item);
          return [
            x.area,
            x.shift.replace("_", "-"),
            failed.length ? `Fail: ${failed.join("; ")}` : "Pass",
            x.sanitizerPpm?.toString() ?? "",
            r.performedBy,
            x.correctiveAction ?? "",
          ];
        },
      };
    case "water":
      return {
        columns: [
          "Date",
          "Source",
          "Sample point",
          "Test",
          "Result",
          "Limit",
          "Laboratory",
          "Initials",
          "Corrective action",
          ...tail,
        ],
        cells: (r) => {
          const x = r.readings as WaterReadings;
          return [
            x.source,
            x.samplePoint,
            x.test,
            String(x.result),
            String(x.limit),
            x.lab ?? "",
            r.performedBy,
            x.correctiveAction ?? "",
          ];
        },
      };
    case "pest":
      return {
        columns: ["Date", "Station", "Station type", "Result", "Initials", "Corrective action", ...tail],
        cells: (r) => {
          const x = r.readings as PestReadings;
          return [
            x.station,
            x.stationType,
            x.activityFound ? `Activity: ${x.activity ?? "found"}` : "No activity",
            r.performedBy,
            x.action ?? "",
          ];
        },
      };
  }
}

/**
 * The records kept in Clausewise for a site, as documents the engine reads beside the uploads: one log
 * per kind of monitoring record (with who verified it and when), the training sessions taken and the
 * internal audits, over the last LOOKBACK_DAYS before the audit date, dated in the site's time zone; and
 * the site's approved supplier list with the supplier documents valid on the audit date.
 */
export async function clausewiseRecordDocuments(
  db: Db,
  organisationId: string,
  siteId: string,
  auditDate: IsoDate,
  now = new Date(),
): Promise<ExtractedDocument[]> {
  const [site] = await db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, siteId));
  const zone = site?.timezone ?? "UTC";
  const from = startOfSiteDay(addCalendarDays(auditDate, -LOOKBACK_DAYS), zone);
  const to = startOfSiteDay(addCalendarDays(auditDate, 1), zone);
  const documents: ExtractedDocument[] = [];

  const records = await db
    .select()
    .from(monitoringRecords)
    .where(
      and(
        eq(monitoringRecords.organisationId, organisationId),
        eq(monitoringRecords.siteId, siteId),
        gte(monitoringRecords.occurredAt, from),
        lte(monitoringRecords.occurredAt, to),
      ),
    )
    .orderBy(asc(monitoringRecords.occurredAt));
  for (const type of Object.keys(recordLogs) as RecordRow["type"][]) {
    const ofType = records.filter((r) => r.type === type && r.status !== "rejected").slice(-MAX_ROWS);
    if (ofType.length === 0) continue;
    const { columns, cells } = logColumns(type);
    const rows = ofType.map((r) => [
      localDate(r.occurredAt, zone),
      ...cells(r),
      r.status === "verified" ? (r.reviewedByName ?? "") : "",
      r.status === "verified" && r.reviewedAt ? localDate(r.reviewedAt, zone) : "",
    ]);
    documents.push(recordsDocument(recordLogs[type], columns, rows));
  }

  const sessions = await db
    .select({
      at: trainingSessions.createdAt,
      topic: trainingModules.title,
      attendee: employees.name,
      language: trainingSessions.language,
      score: trainingSessions.score,
      passed: trainingSessions.passed,
      location: trainingSessions.location,
    })
    .from(trainingSessions)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingSessions.moduleId))
    .innerJoin(employees, eq(employees.id, trainingSessions.employeeId))
    .where(
      and(
        eq(trainingSessions.organisationId, organisationId),
        eq(trainingSessions.siteId, siteId),
        gte(trainingSessions.createdAt, from),
        lte(trainingSessions.createdAt, to),
      ),
    )
    .orderBy(asc(trainingSessions.createdAt));
  if (sessions.length > 0)
    documents.push(
      recordsDocument(
        "Training sessions",
        ["Date", "Topic", "Attendee", "Language", "Score", "Passed", "Where"],
        sessions
          .slice(-MAX_ROWS)
          .map((s) => [
            localDate(s.at, zone),
            s.topic,
            s.attendee,
            languageNames[s.language],
            `${s.score}%`,
            s.passed ? "Yes" : "No",
            s.location,
          ]),
      ),
    );

  const audits = await db
    .select({
      date: internalAudits.auditDate,
      type: internalAudits.type,
      status: internalAudits.status,
      auditor: users.name,
      score: internalAudits.scorePercent,
    })
    .from(internalAudits)
    .innerJoin(users, eq(users.id, internalAudits.auditorId))
    .where(
      and(
        eq(internalAudits.organisationId, organisationId),
        eq(internalAudits.siteId, siteId),
        gte(internalAudits.auditDate, addCalendarDays(auditDate, -LOOKBACK_DAYS)),
        lte(internalAudits.auditDate, auditDate),
      ),
    )
    .orderBy(asc(internalAudits.auditDate));
  if (audits.length > 0)
    documents.push(
      recordsDocument(
        "Internal audits",
        ["Date", "Internal audit", "Auditor", "Status", "Score"],
        audits.map((a) => [
          a.date,
          a.type.replace("_", "-"),
          a.auditor,
          a.status,
          a.score === null ? "" : `${a.score}%`,
        ]),
      ),
    );
  documents.push(
    ...(await supplierRecordDocuments(db, { organisationId, siteId, timezone: zone }, auditDate, now, recordsDocument)),
  );
  return documents;
}

/** Rhythms from the most frequent: a form two schedules expect takes the more frequent one's. */
const rhythms = ["day", "week", "longer"] as const;

/**
 * The log forms the site's schedules expect (decision 128), each with the clauses it evidences, its most
 * frequent schedules' rhythm and the day the first of them started, the name of its records document
 * above, and the days over the same lookback a scheduled log of it was missed (a day once, however many
 * shifts missed it). Logs filled late are records the engine reads already; logs not yet due at `now` are
 * not missing.
 */
export async function scheduledLogForms(
  db: Db,
  site: { id: string; organisationId: string },
  input: { auditDate: IsoDate; applicableClauseIds: readonly string[]; now: Date },
): Promise<ScheduledForm[]> {
  const [[row], schedules] = await Promise.all([
    db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, site.id)),
    siteSchedules(db, site.id),
  ]);
  const from = addCalendarDays(input.auditDate, -LOOKBACK_DAYS);
  const forms = new Map<string, ScheduledForm & { missed: IsoDate[] }>();
  const labels = await customFormLabels(
    db,
    site.organisationId,
    schedules.map((s) => s.formId),
  );
  for (const schedule of schedules) {
    if (schedule.startsOn > input.auditDate || (schedule.endsOn && schedule.endsOn < from)) continue;
    const rhythm = scheduleRhythm(schedule.frequency);
    const known = forms.get(schedule.formId);
    if (known) {
      // The most frequent schedule decides, from the day the first of that rhythm started.
      const order = rhythms.indexOf(rhythm) - rhythms.indexOf(known.rhythm);
      if (order < 0 || (order === 0 && schedule.startsOn < known.since))
        Object.assign(known, { rhythm, since: schedule.startsOn });
      continue;
    }
    // A custom form's records are in the one document of custom logs.
    const log = recordLogs[isBuiltinFormId(schedule.formId) ? schedule.formId : "custom"];
    forms.set(schedule.formId, {
      formId: schedule.formId,
      clauseIds: formClausesIn(labels, schedule.formId, input.applicableClauseIds),
      since: schedule.startsOn,
      rhythm,
      ...(log ? { document: recordsDocumentName(log) } : {}),
      missed: [],
    });
  }
  if (forms.size === 0) return [];
  const missed = await missedLogsAt(
    db,
    { ...site, timezone: row?.timezone ?? "UTC" },
    { from, to: input.auditDate, locale: "en", now: input.now, applicableClauseIds: input.applicableClauseIds },
  );
  for (const log of missed) {
    const form = forms.get(log.formId);
    if (log.status === "missing" && form && form.missed.at(-1) !== log.date) form.missed.push(log.date);
  }
  return [...forms.values()];
}
