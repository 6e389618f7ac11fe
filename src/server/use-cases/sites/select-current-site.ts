import { and, eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships } from "../../db/schema";
import { findSite, toSiteView } from "./site-access";

/** Remembers the site chosen in the top bar for this user; every screen then scopes to it. */
export async function selectCurrentSite(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    await tx
      .update(memberships)
      .set({ currentSiteId: site.id })
      .where(and(eq(memberships.userId, actor.userId!), eq(memberships.organisationId, actor.organisationId)));
    await recordEvent(tx, actor, {
      action: "site.select",
      entityType: "user",
      entityId: actor.userId!,
      siteId: site.id,
      after: { currentSite: siteSlug },
    });
    return toSiteView(site);
  });
}
