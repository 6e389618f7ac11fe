import { and, eq, inArray } from "drizzle-orm";
import { type IsoDate, siteToday } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";

/** Today at one site of the organisation (its local calendar date at `now`). */
export async function siteTodayById(
  db: Db,
  organisationId: string,
  siteId: string,
  now = new Date(),
): Promise<IsoDate> {
  const [site] = await db
    .select({ timezone: sites.timezone })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.organisationId, organisationId)));
  return siteToday(site?.timezone ?? "UTC", now);
}

/** Today at each of these sites, keyed by sites.id. */
export async function siteTodays(db: Db, siteIds: readonly string[], now = new Date()): Promise<Map<string, IsoDate>> {
  const ids = [...new Set(siteIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: sites.id, timezone: sites.timezone }).from(sites).where(inArray(sites.id, ids));
  return new Map(rows.map((s) => [s.id, siteToday(s.timezone, now)]));
}
