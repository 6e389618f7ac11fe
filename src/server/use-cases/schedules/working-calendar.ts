import type { WorkingCalendarView } from "../../../domain/schemas/schedules";
import type { WorkingCalendar } from "../../../domain/schedules/working-calendar";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteWorkingCalendars } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { findSiteCalendarRow, siteCalendar } from "./site-calendar";

/** A site's operating days, holidays and shutdowns, closures in date order. */
export async function getWorkingCalendar(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const row = await findSiteCalendarRow(db, site.id);
  return toView(await siteCalendar(db, site.id), row?.updatedAt ?? null);
}

/** Replaces a site's working calendar; the change and the calendar before it go to the audit trail. */
export async function saveWorkingCalendar(
  db: Db,
  actor: Actor,
  { siteSlug, calendar }: { siteSlug: string; calendar: WorkingCalendar },
): Promise<WorkingCalendarView> {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const before = await siteCalendar(tx, site.id);
    const after: WorkingCalendar = {
      operatingWeekdays: [...calendar.operatingWeekdays].sort((a, b) => a - b),
      closures: [...calendar.closures].sort((a, b) => a.from.localeCompare(b.from)),
    };
    const values = { ...after, updatedBy: actor.userId, updatedAt: actorNow(actor) };
    const [row] = await tx
      .insert(siteWorkingCalendars)
      .values({ siteId: site.id, organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: siteWorkingCalendars.siteId, set: values })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.working_calendar_update",
      entityType: "site",
      entityId: site.slug,
      siteId: site.id,
      before,
      after,
    });
    return toView(after, row!.updatedAt);
  });
}

const toView = (calendar: WorkingCalendar, updatedAt: Date | null): WorkingCalendarView => ({
  ...calendar,
  updatedAt: updatedAt?.toISOString() ?? null,
});
