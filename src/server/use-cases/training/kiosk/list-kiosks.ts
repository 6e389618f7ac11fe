import { and, asc, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { findSite } from "../../sites/site-access";
import { toKioskView } from "./kiosk-view";

/** The site's active kiosk links. Their tokens are not stored, so a link is shown only when made. */
export async function listKiosks(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(trainingKiosks)
    .where(
      and(
        eq(trainingKiosks.organisationId, actor.organisationId),
        eq(trainingKiosks.siteId, site.id),
        isNull(trainingKiosks.revokedAt),
      ),
    )
    .orderBy(asc(trainingKiosks.createdAt));
  return { items: rows.map(toKioskView) };
}
