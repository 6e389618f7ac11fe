import { readinessScore } from "../../../domain/overview/readiness";
import type { OverviewFigures } from "../../../domain/overview/trend";
import { addCalendarDays, localDate } from "../../../domain/dates";
import { MISSED_LOG_DAYS } from "../../../domain/overview/work-items";
import { customFormLabels, formClausesIn } from "../forms/form-labels";
import type { MissedLog } from "../../../domain/schemas/overview";
import { applicableClauses } from "../../../domain/scope";
import type { Db } from "../../db/client";
import { deviationStats, pendingRecordStats } from "../records/record-stats";
import { loadAppliedScope } from "../scope/load-applied-scope";
import { organisationModules, requiredAmong } from "../training/site-assignments";
import { trainingCoverage } from "../training/training-coverage";
import { expectedLogsAt } from "../schedules/list-expected-logs";
import { supplierWorkItems } from "../../../domain/suppliers/supplier-work";
import { SUPPLIER_RECORDS_TAG } from "../../../domain/suppliers/suppliers";
import { siteApprovedSuppliers } from "../suppliers/site-supplier-standings";
import { loadWorkItems } from "./load-work-items";
import { builtinCatalogue } from "../../../domain/catalogue";
import { evidenceRulesFor } from "../../../domain/document-audit/evidence-rules";
import {
  mockRecallEveryDays,
  traceabilityShares,
  traceabilityWorkItems,
} from "../../../domain/traceability/traceability-work";
import { loadTraceabilityFacts } from "../traceability/traceability-facts";
import { tracePlanClauseIds } from "../../../domain/traceability/plan";

/**
 * What both the Overview and its daily snapshot are computed from, for one site at `now`: the applied
 * scope and its clauses, the open work, the pending-record, deviation and training figures, and the
 * four figures a snapshot stores. Read-only.
 */
export async function loadOverviewBasis(
  db: Db,
  organisationId: string,
  site: { id: string; timezone: string },
  now: Date,
) {
  const today = localDate(now, site.timezone);
  // The scope and the modules once, for the work items and the coverage alike.
  const [scope, modules] = await Promise.all([
    loadAppliedScope(db, organisationId, site.id),
    organisationModules(db, organisationId),
  ]);
  const clauses = applicableClauses(scope);
  const required = requiredAmong(modules, clauses);
  const taggedWith = (tag: string) => clauses.filter((c) => c.tags.includes(tag)).map((c) => c.id);
  const [work, records, deviations, coverage, approvedSuppliers, trace] = await Promise.all([
    loadWorkItems(
      db,
      organisationId,
      site.id,
      site.timezone,
      { cal: taggedWith("calibration"), suppliers: taggedWith("supplier") },
      required,
    ),
    pendingRecordStats(db, organisationId, site.id, today),
    deviationStats(db, organisationId, site.id, now, today),
    trainingCoverage(db, organisationId, site.id, now, required),
    siteApprovedSuppliers(db, organisationId, site.id, now),
    loadTraceabilityFacts(db, organisationId, site),
  ]);
  // The approved suppliers' lapsed and expiring documents, on the clauses the supplier records evidence.
  const supplierWork = supplierWorkItems(
    approvedSuppliers,
    clauses.filter((c) => !c.na && c.tags.includes(SUPPLIER_RECORDS_TAG)).map((c) => c.id),
  );
  work.standing.push(...supplierWork);
  work.queue.push(...supplierWork);
  work.totals.suppliers += supplierWork.length;
  // FSMA 204 (decision 141): incomplete trace events lower the traceability clauses; the mock recall
  // drills are the recall clauses' evidence; a current signed traceability plan the traceability-system
  // clause's (decision 153).
  const applied = (tag: string) => clauses.filter((c) => !c.na && c.tags.includes(tag)).map((c) => c.id);
  const recall = applied("recall");
  const traceWork = traceabilityWorkItems(
    trace,
    {
      traceability: applied("traceability"),
      recall,
      plan: tracePlanClauseIds(clauses.filter((c) => !c.na)),
      everyDays: mockRecallEveryDays(evidenceRulesFor(builtinCatalogue.id), recall),
    },
    today,
  );
  const evidenceShares = traceabilityShares(trace, applied("traceability"));
  work.standing.push(...traceWork);
  work.queue.push(...traceWork);
  work.totals.trace = traceWork.length;
  // A log missed this week (before today) takes the clause its form evidences out of standing.
  const clauseIds = clauses.filter((c) => !c.na).map((c) => c.id);
  const missed = await expectedLogsAt(
    db,
    { ...site, organisationId },
    { from: addCalendarDays(today, -MISSED_LOG_DAYS), to: addCalendarDays(today, -1), locale: "en", now },
  );
  // A custom form evidences the clauses it is linked to; a built-in form its usual ones, best first.
  const labels = await customFormLabels(
    db,
    organisationId,
    missed.items.map((log) => log.formId),
  );
  // Every missed log is listed on the overview, with the clause it counts against (none when its form
  // evidences no clause that applies here: it is still a gap an auditor will ask about).
  const missedLogs: MissedLog[] = [];
  for (const log of missed.items) {
    if (log.status !== "missing") continue;
    const clauseId = formClausesIn(labels, log.formId, clauseIds)[0];
    missedLogs.push({ scheduleId: log.scheduleId, formId: log.formId, date: log.date, clauseId: clauseId ?? null });
    if (clauseId)
      work.standing.push({
        kind: "missed_log",
        id: `${log.scheduleId}:${log.due}`,
        clauseIds: [clauseId],
        due: log.date,
        title: `${log.formName} not filled · ${log.date}`,
        detail: "",
      });
  }
  const figures: OverviewFigures = {
    readiness: readinessScore(clauses, work.standing, work.training, today, evidenceShares),
    recordsToVerify: records.pending,
    trainingCoverage: coverage.percent,
    openDeviations: deviations.open,
  };
  return { today, scope, clauses, work, records, deviations, coverage, figures, missedLogs, formLabels: labels };
}
