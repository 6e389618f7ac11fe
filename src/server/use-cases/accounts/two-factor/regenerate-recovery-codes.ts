import { eq } from "drizzle-orm";
import type { TwoFactorCodeInput } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import { consumeSecondFactor, newRecoveryCodes } from "../../../auth/two-factor";
import type { Db } from "../../../db/client";
import { recoveryCodes } from "../../../db/schema";
import { recordEvent } from "../../audit/record-event";
import { wrongCode } from "./confirm-two-factor";

/** A current code replaces all recovery codes with ten new ones, shown once. */
export async function regenerateRecoveryCodes(db: Db, actor: Actor, input: TwoFactorCodeInput) {
  return db.transaction(async (tx) => {
    if ((await consumeSecondFactor(tx, actor.userId!, input.code)) !== "totp") throw wrongCode();
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.userId!));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: actor.userId!, codeHash: c.hash })));
    await recordEvent(tx, actor, {
      action: "auth.recovery_codes_regenerate",
      entityType: "user",
      entityId: actor.userId!,
      after: { recoveryCodes: codes.length },
    });
    return { recoveryCodes: codes.map((c) => c.code) };
  });
}
