import type { KioskCreateInput } from "../../../../domain/schemas/training";
import { recordEvent } from "../../audit/record-event";
import { actorNow, type Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { findSite } from "../../sites/site-access";
import { kioskPath, newToken } from "./kiosk-token";
import { toKioskView } from "./kiosk-view";

export type CreateKioskInput = { siteSlug: string } & KioskCreateInput;

/** A new kiosk link for a station of the site; its path (with the token) is shown only now. */
export async function createKiosk(db: Db, actor: Actor, { siteSlug, ...input }: CreateKioskInput) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const { token, hash } = newToken();
    const [row] = await tx
      .insert(trainingKiosks)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        stationName: input.stationName,
        device: input.device,
        tokenHash: hash,
        createdBy: actor.userId,
        createdAt: actorNow(actor),
        rotatedAt: actorNow(actor),
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "training.kiosk_create",
      entityType: "training_kiosk",
      entityId: row!.id,
      siteId: site.id,
      after: toKioskView(row!),
    });
    return { kiosk: toKioskView(row!), path: kioskPath(token) };
  });
}
