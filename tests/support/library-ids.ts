import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { documentTemplates, fspSections, organisations, sites, sops } from "../../src/server/db/schema";
import { DEMO_ORGANISATION } from "../../src/server/demo/demo-organisation";

/** Ids of demo library rows (at yuma, which the other organisation does not have). */
export async function loadLibraryIds(db: Db) {
  const [org] = await db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const [yuma] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, "yuma")));
  const [section] = await db
    .select()
    .from(fspSections)
    .where(eq(fspSections.siteId, yuma!.id))
    .orderBy(asc(fspSections.position))
    .limit(1);
  const [sop] = await db
    .select()
    .from(sops)
    .where(and(eq(sops.siteId, yuma!.id), eq(sops.status, "active")))
    .orderBy(asc(sops.title))
    .limit(1);
  const [template] = await db
    .select()
    .from(documentTemplates)
    .where(eq(documentTemplates.organisationId, org!.id))
    .orderBy(asc(documentTemplates.key))
    .limit(1);
  return { fspSection: section!.id, sop: sop!.id, template: template!.id };
}
