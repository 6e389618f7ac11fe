import { and, eq } from "drizzle-orm";
import type { SiteCreateInput } from "../../../domain/schemas/sites";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { AppError } from "../../errors";
import { toSiteView } from "./site-access";

/** Adds a site to the organisation; its slug must be free (409). */
export async function createSite(db: Db, actor: Actor, input: SiteCreateInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.organisationId, actor.organisationId), eq(sites.slug, input.slug)));
    if (existing)
      throw new AppError("conflict", "A site with id '{{slug}}' already exists", undefined, undefined, {
        slug: input.slug,
      });
    const [site] = await tx
      .insert(sites)
      .values({ ...input, organisationId: actor.organisationId, createdAt: actorNow(actor) })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.create",
      entityType: "site",
      entityId: site!.slug,
      siteId: site!.id,
      after: toSiteView(site!),
    });
    return toSiteView(site!);
  });
}
