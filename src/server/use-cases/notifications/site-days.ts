import { inArray } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";

export interface SiteDay {
  id: string;
  slug: string;
  name: string;
  /** The site's calendar date at `now` (due dates are site-local dates). */
  today: string;
}

/** The visible sites with their names and today's date in each site's time zone, keyed by sites.id. */
export async function siteDays(db: Db, visible: { id: string }[], now: Date): Promise<Map<string, SiteDay>> {
  if (visible.length === 0) return new Map();
  const rows = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name, timezone: sites.timezone })
    .from(sites)
    .where(
      inArray(
        sites.id,
        visible.map((s) => s.id),
      ),
    );
  return new Map(rows.map((s) => [s.id, { id: s.id, slug: s.slug, name: s.name, today: localDate(now, s.timezone) }]));
}
