import type { HoldView } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findHold } from "./find-hold";
import { toHoldView } from "./hold-view";

/** One hold, for a link that points at it (a dashboard button, a notification, a search result). */
export async function getHold(db: Db, actor: Actor, { id }: { id: string }): Promise<HoldView> {
  const found = await findHold(db, actor, id);
  return toHoldView(found.hold, found.site.slug, new Date());
}
