import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { monitoringRecords, sites } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/**
 * A record of the actor's organisation with its site (404 otherwise, 403 outside a site restriction).
 * With `lock`, the row is locked for the rest of the transaction so two reviewers cannot race.
 */
export async function findRecord(db: Db, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ record: monitoringRecords, site: sites })
    .from(monitoringRecords)
    .innerJoin(sites, eq(sites.id, monitoringRecords.siteId))
    .where(and(eq(monitoringRecords.id, id), eq(monitoringRecords.organisationId, actor.organisationId)));
  const [found] = lock ? await query.for("update", { of: monitoringRecords }) : await query;
  if (!found) throw notFound("Record");
  assertSiteAllowed(actor, found.site.id);
  return found;
}
