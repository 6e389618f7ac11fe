import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { holds, sites } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/**
 * A hold of the actor's organisation with its site (404 otherwise, 403 outside a site restriction).
 * With `lock`, the hold row is locked for the rest of the transaction so two releases cannot race.
 */
export async function findHold(db: Db, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ hold: holds, site: sites })
    .from(holds)
    .innerJoin(sites, eq(sites.id, holds.siteId))
    .where(and(eq(holds.id, id), eq(holds.organisationId, actor.organisationId)));
  const [found] = lock ? await query.for("update", { of: holds }) : await query;
  if (!found) throw notFound("Hold");
  assertSiteAllowed(actor, found.site.id);
  return found;
}
