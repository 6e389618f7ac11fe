import type { HoldInput, HoldView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { holds } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { toHoldView } from "./hold-view";

export type PlaceHoldInput = { siteSlug: string } & HoldInput;

/** Puts an item on hold at a site. */
export async function placeHold(db: Db, actor: Actor, { siteSlug, ...input }: PlaceHoldInput): Promise<HoldView> {
  const site = await findSite(db, actor, siteSlug);
  const now = actorNow(actor);
  return db.transaction((tx) => insertHold(tx, actor, site, input, now));
}

/**
 * Inserts a hold and its `hold.place` event inside the caller's transaction: a mock recall drill holds
 * the affected lots on hand with the step that records it (decision 137).
 */
export async function insertHold(
  tx: Db,
  actor: Actor,
  site: { id: string; slug: string },
  input: HoldInput,
  now: Date,
): Promise<HoldView> {
  const [row] = await tx
    .insert(holds)
    .values({
      ...input,
      lotCode: input.lotCode || null,
      organisationId: actor.organisationId,
      siteId: site.id,
      holdBy: actor.userId,
      holdByName: actor.name,
      holdAt: now,
    })
    .returning();
  const view = toHoldView(row!, site.slug, now);
  await recordEvent(tx, actor, {
    action: "hold.place",
    entityType: "hold",
    entityId: row!.id,
    siteId: site.id,
    after: view,
  });
  return view;
}
