import { eq } from "drizzle-orm";
import { DEFAULT_WORKING_CALENDAR, type WorkingCalendar } from "../../../domain/schedules/working-calendar";
import type { Db } from "../../db/client";
import { siteWorkingCalendars } from "../../db/schema";

/** A site's working calendar row, or null when the site keeps the default (Monday–Friday, no closures). */
export async function findSiteCalendarRow(db: Db, siteId: string) {
  const [row] = await db.select().from(siteWorkingCalendars).where(eq(siteWorkingCalendars.siteId, siteId));
  return row ?? null;
}

/** The working calendar a site's schedules and verification deadlines follow. */
export async function siteCalendar(db: Db, siteId: string): Promise<WorkingCalendar> {
  const row = await findSiteCalendarRow(db, siteId);
  return row ? { operatingWeekdays: row.operatingWeekdays, closures: row.closures } : DEFAULT_WORKING_CALENDAR;
}
