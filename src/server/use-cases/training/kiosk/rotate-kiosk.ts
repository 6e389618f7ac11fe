import { eq } from "drizzle-orm";
import { recordEvent } from "../../audit/record-event";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { findKiosk } from "./find-kiosk";
import { kioskPath, newToken } from "./kiosk-token";
import { toKioskView } from "./kiosk-view";

/** A new token for the station: the old link stops working at once. */
export async function rotateKiosk(db: Db, actor: Actor, { kioskId }: { kioskId: string }) {
  return db.transaction(async (tx) => {
    const before = await findKiosk(tx, actor, kioskId);
    const { token, hash } = newToken();
    const [row] = await tx
      .update(trainingKiosks)
      .set({ tokenHash: hash, rotatedAt: new Date(), lookupFailures: 0, lookupLockedUntil: null })
      .where(eq(trainingKiosks.id, before.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "training.kiosk_rotate",
      entityType: "training_kiosk",
      entityId: row!.id,
      siteId: row!.siteId,
      after: toKioskView(row!),
    });
    return { kiosk: toKioskView(row!), path: kioskPath(token) };
  });
}
