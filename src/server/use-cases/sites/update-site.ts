import { eq } from "drizzle-orm";
import type { SiteUpdateInput } from "../../../domain/schemas/sites";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { findSite, toSiteView } from "./site-access";

export type UpdateSiteInput = { siteSlug: string } & SiteUpdateInput;

/** Edits a site's name, address or time zone. */
export async function updateSite(db: Db, actor: Actor, { siteSlug, ...input }: UpdateSiteInput) {
  return db.transaction(async (tx) => {
    const before = await findSite(tx, actor, siteSlug);
    const [after] = await tx.update(sites).set(input).where(eq(sites.id, before.id)).returning();
    await recordEvent(tx, actor, {
      action: "site.update",
      entityType: "site",
      entityId: siteSlug,
      siteId: before.id,
      before: toSiteView(before),
      after: toSiteView(after!),
    });
    return toSiteView(after!);
  });
}
