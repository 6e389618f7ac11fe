import { and, asc, eq, isNull } from "drizzle-orm";
import type { KioskCreateInput } from "../../../../domain/schemas/training";
import { recordEvent } from "../../audit/record-event";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { conflict, notFound } from "../../../errors";
import { assertSiteAllowed, findSite } from "../../sites/site-access";
import { kioskPath, newToken } from "./kiosk-token";

type KioskRow = typeof trainingKiosks.$inferSelect;
const toKioskView = (k: KioskRow) => ({
  id: k.id,
  stationName: k.stationName,
  device: k.device,
  createdAt: k.createdAt.toISOString(),
  rotatedAt: k.rotatedAt.toISOString(),
});

/** The site's active kiosk links. Their tokens are not stored, so a link is shown only when made. */
export async function listKiosks(db: Db, actor: Actor, siteSlug: string) {
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

export async function createKiosk(db: Db, actor: Actor, siteSlug: string, input: KioskCreateInput) {
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

async function findKiosk(tx: Db, actor: Actor, kioskId: string) {
  const [row] = await tx
    .select()
    .from(trainingKiosks)
    .where(and(eq(trainingKiosks.organisationId, actor.organisationId), eq(trainingKiosks.id, kioskId)));
  if (!row) throw notFound("Kiosk link");
  assertSiteAllowed(actor, row.siteId);
  if (row.revokedAt) throw conflict("This kiosk link was revoked");
  return row;
}

/** A new token for the station: the old link stops working at once. */
export async function rotateKiosk(db: Db, actor: Actor, kioskId: string) {
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

export async function revokeKiosk(db: Db, actor: Actor, kioskId: string) {
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
