import { eq } from "drizzle-orm";
import type { UpdateProfileInput } from "../../../domain/schemas/auth";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { getMe } from "./get-me";

/** The signed-in user's own settings (today her language), audited with the values before and after. */
export async function updateMyProfile(db: Db, actor: Actor, input: UpdateProfileInput) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, actor.userId!));
    await tx.update(users).set({ locale: input.locale }).where(eq(users.id, actor.userId!));
    await recordEvent(tx, actor, {
      action: "user.profile_update",
      entityType: "user",
      entityId: actor.userId!,
      before: { locale: before?.locale ?? null },
      after: { locale: input.locale },
    });
  });
  return getMe(db, { ...actor, locale: input.locale });
}
