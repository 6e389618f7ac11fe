import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { capas, incidents, sites } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/**
 * An incident of the actor's organisation with its CAPA and site (404 otherwise, 403 outside a site
 * restriction). With `lock`, the incident row is locked for the rest of the transaction.
 */
export async function findIncident(db: Db, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ incident: incidents, capa: capas, site: sites })
    .from(incidents)
    .innerJoin(sites, eq(sites.id, incidents.siteId))
    .leftJoin(capas, eq(capas.incidentId, incidents.id))
    .where(and(eq(incidents.id, id), eq(incidents.organisationId, actor.organisationId)));
  const [found] = lock ? await query.for("update", { of: incidents }) : await query;
  if (!found) throw notFound("Incident");
  assertSiteAllowed(actor, found.site.id);
  return found;
}
