import { eq } from "drizzle-orm";
import type { TwoFactorCodeInput } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import { openTotpSecret } from "../../../auth/totp-secret-box";
import { checkTotp, newRecoveryCodes } from "../../../auth/two-factor";
import type { Db } from "../../../db/client";
import { recoveryCodes, userTwoFactor } from "../../../db/schema";
import { AppError, conflict } from "../../../errors";
import { recordEvent } from "../../audit/record-event";

export const wrongCode = () =>
  new AppError("validation", "Invalid input — code: the code is not correct", {
    code: "That code is not correct. Check the time on your phone and try the newest code.",
  });

/** Turns two-factor on once a current code proves the app holds the secret; answers the recovery codes, once. */
export async function confirmTwoFactor(db: Db, actor: Actor, input: TwoFactorCodeInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, actor.userId!)).for("update");
    if (!row) throw conflict("Start setting up two-factor authentication first.");
    if (row.confirmedAt) throw conflict("Two-factor authentication is already on.");
    const step = await checkTotp(openTotpSecret(row.secret), input.code, null);
    if (step === null) throw wrongCode();
    await tx
      .update(userTwoFactor)
      .set({ confirmedAt: new Date(), lastTimeStep: step })
      .where(eq(userTwoFactor.userId, actor.userId!));
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.userId!));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: actor.userId!, codeHash: c.hash })));
    await recordEvent(tx, actor, {
      action: "auth.two_factor_enable",
      entityType: "user",
      entityId: actor.userId!,
      after: { recoveryCodes: codes.length },
    });
    return { recoveryCodes: codes.map((c) => c.code) };
  });
}
