import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organisations, sites } from "../../db/schema";
import { loadOverviewBasis } from "./overview-basis";
import { storeSnapshot } from "./snapshots";

/**
 * The `overview-snapshots` job (hourly): stores each site's four overview figures as its snapshot of
 * its own local today, so the last run of a site's day holds that day's figures for later trends.
 * Snapshots are derived data: no audit event (README, Security model). Returns how many it stored.
 */
export async function storeOverviewSnapshots(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .select({ id: sites.id, organisationId: sites.organisationId, timezone: sites.timezone })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.organisationId));
  for (const site of rows) {
    const { today, figures } = await loadOverviewBasis(db, site.organisationId, site, now);
    await storeSnapshot(db, site.organisationId, site.id, today, figures, now);
  }
  return rows.length;
}
