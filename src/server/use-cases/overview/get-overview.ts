import type { AppLocale } from "../../../domain/i18n/locales";
import { actionQueue } from "../../../domain/overview/action-queue";
import { clauseAreas } from "../../../domain/overview/clause-areas";
import { trends } from "../../../domain/overview/trend";
import { addCalendarDays, shiftInstant } from "../../../domain/dates";
import type { OverviewPeriod, OverviewView } from "../../../domain/schemas/overview";
import { previewGroups } from "../../../domain/scope";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { t } from "../../i18n/catalogue";
import { renderMessage } from "../../i18n/render-message";
import { formNameIn } from "../forms/form-labels";
import { recordSummaryIn } from "../records/record-summary";
import { findSite } from "../sites/site-access";
import { upcomingMilestones } from "./milestones";
import { cachedOverview } from "./overview-cache";
import { loadOverviewBasis } from "./overview-basis";
import { readinessTarget } from "./readiness-target";
import { recentIncidents } from "./recent-incidents";
import { snapshotBetween } from "./snapshots";

/**
 * The Overview dashboard of one site, computed from stored data at `now` (formulas: README "Overview
 * formulas" and src/domain/overview). Reads only: the daily snapshots trends compare against are
 * stored by the `overview-snapshots` job (store-snapshots.ts).
 */
export async function getOverview(
  db: Db,
  actor: Actor,
  {
    siteSlug,
    days,
    locale = "en",
    keepSeconds = 0,
  }: { siteSlug: string; days: OverviewPeriod; locale?: AppLocale; keepSeconds?: number },
  at: Date | undefined = actor.now,
): Promise<OverviewView> {
  const site = await findSite(db, actor, siteSlug);
  // What a site's overview shows depends on the site, the period and the language, not on who reads it
  // (access was checked above); an overview asked for at a given instant is computed afresh.
  if (!at)
    return cachedOverview(db, actor.organisationId, { key: `${site.id}|${days}|${locale}`, keepSeconds }, () =>
      computeOverview(db, actor.organisationId, site, { days, locale }, new Date()),
    );
  return computeOverview(db, actor.organisationId, site, { days, locale }, at);
}

async function computeOverview(
  db: Db,
  org: string,
  site: Awaited<ReturnType<typeof findSite>>,
  { days, locale }: { days: OverviewPeriod; locale: AppLocale },
  now: Date,
): Promise<OverviewView> {
  const basis = await loadOverviewBasis(db, org, site, now);
  const { today, scope, clauses, work, records, deviations, coverage, figures, missedLogs, formLabels } = basis;
  const [target, past, milestones, incidents] = await Promise.all([
    readinessTarget(db, org, site.id),
    snapshotBetween(db, org, site.id, addCalendarDays(today, -2 * days), addCalendarDays(today, -days)),
    upcomingMilestones(db, org, site.id, today, now, locale),
    recentIncidents(db, org, site.id, shiftInstant(now, { days: -days }), today),
  ]);
  const trend = trends(figures, past);
  const clauseTags = new Map(clauses.map((c) => [c.id, c.tags]));

  return {
    site: { id: site.slug, name: site.name },
    days,
    today,
    comparedWith: past?.day ?? null,
    metrics: {
      readinessScore: { value: figures.readiness, trend: trend.readiness, target },
      recordsToVerify: {
        value: records.pending,
        trend: trend.recordsToVerify,
        dueWithin7Days: records.dueWithin7Days,
        overdue: records.overdue,
      },
      trainingCoverage: {
        value: coverage.percent,
        trend: trend.trainingCoverage,
        required: coverage.required,
        completed: coverage.completed,
      },
      openDeviations: { value: deviations.open, trend: trend.openDeviations, overdue: deviations.overdue },
    },
    actionQueue: actionQueue(work.queue, clauseTags, today, work.totals).map((tab) => ({
      ...tab,
      items: tab.items.map(({ text, ...item }) => ({
        ...item,
        title: text?.title ? renderMessage(locale, text.title) : item.title,
        detail: text?.detail
          ? renderMessage(
              locale,
              text.record
                ? { ...text.detail, values: { ...text.detail.values, summary: recordSummaryIn(locale, text.record) } }
                : text.detail,
            )
          : item.detail,
      })),
    })),
    byClause: clauseAreas(previewGroups(scope, undefined, locale), work.standing, today),
    milestones,
    trainingByRole: coverage.byRole.map((r) => ({ ...r, label: t(locale, `screens:jobRole.${r.role}`) })),
    recentIncidents: incidents,
    missedLogs: missedLogs
      .map((log) => ({ ...log, formName: formNameIn(formLabels, log.formId, locale) }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.formName.localeCompare(b.formName)),
  };
}
