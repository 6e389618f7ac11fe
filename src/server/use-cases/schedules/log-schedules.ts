import { and, asc, eq } from "drizzle-orm";
import { siteToday } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { LogScheduleView, LogSchedulesView, ScheduleCreateInput } from "../../../domain/schemas/schedules";
import { proposeSchedules } from "../../../domain/schedules/proposals";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { logSchedules } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { currentFormVersion } from "../forms/form-versions";
import { customFormLabels, type FormLabels, formNameIn } from "../forms/form-labels";
import { recordEvent } from "../audit/record-event";
import { siteApplicableClauses } from "../scope/load-applied-scope";
import { assertSiteAllowed, findSite } from "../sites/site-access";

type ScheduleRow = typeof logSchedules.$inferSelect;

export const toScheduleView = (row: ScheduleRow, locale: AppLocale, labels: FormLabels): LogScheduleView => ({
  id: row.id,
  formId: row.formId,
  formName: formNameIn(labels, row.formId, locale),
  frequency: row.frequency,
  ownerRole: row.ownerRole,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

/** A site's schedules, ended ones included (their past logs are still expected), oldest first. */
export async function siteSchedules(db: Db, siteId: string) {
  return db.select().from(logSchedules).where(eq(logSchedules.siteId, siteId)).orderBy(asc(logSchedules.createdAt));
}

/**
 * A site's schedules, and the schedules proposed from its applicable clauses for the forms it does not
 * schedule yet (for a manager to confirm).
 */
export async function listLogSchedules(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; locale: AppLocale },
): Promise<LogSchedulesView> {
  const site = await findSite(db, actor, input.siteSlug);
  const [rows, clauses] = await Promise.all([
    siteSchedules(db, site.id),
    siteApplicableClauses(db, actor.organisationId, site.id),
  ]);
  const today = siteToday(site.timezone, actorNow(actor));
  const active = rows.filter((row) => !row.endsOn || row.endsOn >= today).map((row) => row.formId);
  const labels = await customFormLabels(
    db,
    actor.organisationId,
    rows.map((row) => row.formId),
  );
  return {
    schedules: rows.map((row) => toScheduleView(row, input.locale, labels)),
    proposals: proposeSchedules(
      clauses.filter((c) => !c.na).map((c) => c.id),
      active,
    ).map((proposal) => ({ ...proposal, formName: formNameIn(labels, proposal.formId, input.locale) })),
  };
}

/** Starts expecting a log form at a site (from today at the site unless told otherwise). */
export async function createLogSchedule(
  db: Db,
  actor: Actor,
  { siteSlug, locale, ...input }: ScheduleCreateInput & { siteSlug: string; locale: AppLocale },
): Promise<LogScheduleView> {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    // A built-in form or one of the organisation's own (400 naming formId otherwise).
    await currentFormVersion(tx, actor, input.formId, "formId");
    const [row] = await tx
      .insert(logSchedules)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        formId: input.formId,
        frequency: input.frequency,
        ownerRole: input.ownerRole,
        startsOn: input.startsOn ?? siteToday(site.timezone),
        createdBy: actor.userId,
      })
      .returning();
    const view = toScheduleView(row!, locale, await customFormLabels(tx, actor.organisationId, [row!.formId]));
    await recordEvent(tx, actor, {
      action: "log_schedule.create",
      entityType: "log_schedule",
      entityId: row!.id,
      siteId: site.id,
      before: null,
      after: view,
    });
    return view;
  });
}

/** Stops a schedule after a date: the logs it expected until then stay expected. */
export async function endLogSchedule(
  db: Db,
  actor: Actor,
  { id, endsOn, locale }: { id: string; endsOn: string; locale: AppLocale },
): Promise<LogScheduleView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(logSchedules)
      .where(and(eq(logSchedules.id, id), eq(logSchedules.organisationId, actor.organisationId)))
      .for("update");
    if (!row) throw notFound("Schedule");
    assertSiteAllowed(actor, row.siteId);
    if (endsOn < row.startsOn)
      throw new AppError("validation", "Invalid input — endsOn: a schedule cannot end before it starts", {
        endsOn: "A schedule cannot end before it starts",
      });
    const [updated] = await tx
      .update(logSchedules)
      .set({ endsOn, updatedAt: actorNow(actor) })
      .where(eq(logSchedules.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "log_schedule.end",
      entityType: "log_schedule",
      entityId: id,
      siteId: row.siteId,
      before: { endsOn: row.endsOn },
      after: { endsOn },
    });
    return toScheduleView(updated!, locale, await customFormLabels(tx, actor.organisationId, [updated!.formId]));
  });
}
