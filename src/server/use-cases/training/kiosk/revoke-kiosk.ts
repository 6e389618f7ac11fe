import { eq } from "drizzle-orm";
import { recordEvent } from "../../audit/record-event";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { findKiosk } from "./find-kiosk";
import { toKioskView } from "./kiosk-view";

/** Revokes a kiosk link: the station's link stops working for good. */
export async function revokeKiosk(db: Db, actor: Actor, { kioskId }: { kioskId: string }) {
  return db.transaction(async (tx) => {
    const before = await findKiosk(tx, actor, kioskId);
    await tx.update(trainingKiosks).set({ revokedAt: new Date() }).where(eq(trainingKiosks.id, before.id));
    await recordEvent(tx, actor, {
      action: "training.kiosk_revoke",
      entityType: "training_kiosk",
      entityId: before.id,
      siteId: before.siteId,
      before: toKioskView(before),
    });
    return { id: before.id, revoked: true };
  });
}
