import QRCode from "qrcode";
import type { TwoFactorEnrolment } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import { sealTotpSecret } from "../../../auth/totp-secret-box";
import { hasTwoFactor, newTotpSecret, otpauthUrl } from "../../../auth/two-factor";
import type { Db } from "../../../db/client";
import { userTwoFactor } from "../../../db/schema";
import { conflict } from "../../../errors";
import { recordEvent } from "../../audit/record-event";

/**
 * Generates a new secret on the server and answers it as a QR code and as text. It is only a
 * pending enrolment until confirmed with a current code; starting again replaces it.
 */
export async function startTwoFactorEnrolment(db: Db, actor: Actor): Promise<TwoFactorEnrolment> {
  if (await hasTwoFactor(db, actor.userId!))
    throw conflict("Two-factor authentication is already on. Turn it off first to set up a new device.");
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(secret);
  await db.transaction(async (tx) => {
    await tx
      .insert(userTwoFactor)
      .values({ userId: actor.userId!, secret: sealed })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secret: sealed, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
      });
    await recordEvent(tx, actor, {
      action: "auth.two_factor_enrol_start",
      entityType: "user",
      entityId: actor.userId!,
    });
  });
  const url = otpauthUrl(secret, actor.email);
  return { secret, otpauthUrl: url, qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
}
