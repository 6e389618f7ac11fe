import { eq } from "drizzle-orm";
import { releaseAuthorizationLabels, releaseLevelsFor } from "../../../domain/records/catalogue";
import { releaseHold as releaseTransition } from "../../../domain/records/transitions";
import type { HoldReleaseInput, HoldView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { holds } from "../../db/schema";
import { AppError } from "../../errors";
import { findHold } from "./find-hold";
import { toHoldView } from "./hold-view";

export type ReleaseHoldInput = { id: string } & HoldReleaseInput;

/** Releases an item on hold, signed under an authorization level the actor's role holds. */
export async function releaseHold(db: Db, actor: Actor, { id, ...input }: ReleaseHoldInput): Promise<HoldView> {
  return db.transaction(async (tx) => {
    const found = await findHold(tx, actor, id, true);
    const step = releaseTransition(found.hold.status);
    if (!step.ok) throw AppError.of("conflict", step.reason);
    if (!releaseLevelsFor(actor.role).includes(input.authorizationLevel)) {
      throw new AppError(
        "forbidden",
        "You may not release under the {{level}} authorization level",
        undefined,
        undefined,
        { level: releaseAuthorizationLabels[input.authorizationLevel] },
      );
    }
    const now = actorNow(actor);
    const [row] = await tx
      .update(holds)
      .set({
        status: step.to,
        releasedBy: actor.userId,
        releasedByName: actor.name,
        releasedAt: now,
        authorizationLevel: input.authorizationLevel,
        releaseNotes: input.releaseNotes,
      })
      .where(eq(holds.id, found.hold.id))
      .returning();
    const view = toHoldView(row!, found.site.slug, now);
    await recordEvent(tx, actor, {
      action: "hold.release",
      entityType: "hold",
      entityId: row!.id,
      siteId: found.site.id,
      before: { status: found.hold.status },
      after: view,
    });
    return view;
  });
}
