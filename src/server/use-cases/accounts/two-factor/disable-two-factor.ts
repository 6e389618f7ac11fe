import { eq } from "drizzle-orm";
import type { TwoFactorDisableInput } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import { verifyPassword } from "../../../auth/password";
import { assertNotThrottled, recordFailure } from "../../../auth/throttle";
import { consumeSecondFactor, hasTwoFactor } from "../../../auth/two-factor";
import type { Db } from "../../../db/client";
import { recoveryCodes, users, userTwoFactor } from "../../../db/schema";
import { conflict, invalidInput } from "../../../errors";
import { recordEvent } from "../../audit/record-event";

/** Turns two-factor off; a current code (or recovery code) or the password proves it is you. Failures are throttled. */
export async function disableTwoFactor(db: Db, actor: Actor, input: TwoFactorDisableInput & { ip: string }) {
  if (!(await hasTwoFactor(db, actor.userId!))) throw conflict("Two-factor authentication is not on.");
  await assertNotThrottled(db, actor.email, input.ip);
  const refused = await db.transaction(async (tx) => {
    let proof: "code" | "password";
    if (input.code !== undefined) {
      if (!(await consumeSecondFactor(tx, actor.userId!, input.code))) return "code" as const;
      proof = "code";
    } else {
      const [user] = await tx.select().from(users).where(eq(users.id, actor.userId!));
      if (!user || !(await verifyPassword(input.password!, user.passwordHash))) return "password" as const;
      proof = "password";
    }
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.userId!));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, actor.userId!));
    await recordEvent(tx, actor, {
      action: "auth.two_factor_disable",
      entityType: "user",
      entityId: actor.userId!,
      after: { proof },
    });
    return null;
  });
  if (refused) {
    await recordFailure(db, actor.email, input.ip);
    if (refused === "code") throw invalidInput({ code: "That code is not correct" });
    throw invalidInput({ password: "This is not your password" });
  }
}
