import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { conflict, notFound } from "../../../errors";
import { assertSiteAllowed } from "../../sites/site-access";

/** An active kiosk link of the actor's organisation (404 otherwise, 403 outside a site restriction, 409 revoked). */
export async function findKiosk(tx: Db, actor: Actor, kioskId: string) {
  const [row] = await tx
    .select()
    .from(trainingKiosks)
    .where(and(eq(trainingKiosks.organisationId, actor.organisationId), eq(trainingKiosks.id, kioskId)));
  if (!row) throw notFound("Kiosk link");
  assertSiteAllowed(actor, row.siteId);
  if (row.revokedAt) throw conflict("This kiosk link was revoked");
  return row;
}
