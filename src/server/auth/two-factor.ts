import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { looksLikeTotp, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from "../../domain/accounts/two-factor";
import type { Db } from "../db/client";
import { recoveryCodes, userTwoFactor } from "../db/schema";
import { isSealed, openTotpSecret, sealTotpSecret } from "./totp-secret-box";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (secret: string, email: string) =>
  generateURI({ issuer: "Clausewise", label: email, secret });

/**
 * Checks a TOTP code against the secret, one step of clock drift either way. A code of a time step
 * already used (`lastTimeStep`) is refused, so an overheard code cannot be replayed.
 * Returns the matched time step, or null.
 */
export async function checkTotp(secret: string, code: string, lastTimeStep: number | null) {
  const token = code.replace(/\s+/g, "");
  if (!looksLikeTotp(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Ten fresh codes (`xxxxx-xxxxx`, 50 random bits each): the plain codes to show once, and their hashes. */
export function newRecoveryCodes() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    const code = `${chars.slice(0, 5)}-${chars.slice(5)}`;
    return { code, hash: sha256(normaliseRecoveryCode(code)) };
  });
}

/**
 * Verifies a second factor of a user with confirmed 2FA inside `tx`: a TOTP code (remembering its
 * time step) or an unused recovery code (marking it used). Returns how it was verified, or null.
 */
export async function consumeSecondFactor(
  tx: Db,
  userId: string,
  code: string,
): Promise<"totp" | "recovery_code" | null> {
  const [row] = await tx.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).for("update");
  if (!row?.confirmedAt) return null;
  if (looksLikeTotp(code)) {
    const step = await checkTotp(openTotpSecret(row.secret), code, row.lastTimeStep);
    if (step === null) return null;
    await tx.update(userTwoFactor).set({ lastTimeStep: step }).where(eq(userTwoFactor.userId, userId));
    return "totp";
  }
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? "recovery_code" : null;
}

/** Whether the user has confirmed two-factor authentication. */
export async function hasTwoFactor(db: Db, userId: string) {
  const [row] = await db
    .select({ confirmedAt: userTwoFactor.confirmedAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  return !!row?.confirmedAt;
}

/**
 * Seals the TOTP secrets stored in clear before sealing existed (run at start, after migrations). Not
 * audited: the secret does not change, only how it is kept.
 */
export async function sealClearTotpSecrets(db: Db) {
  const rows = await db.select({ userId: userTwoFactor.userId, secret: userTwoFactor.secret }).from(userTwoFactor);
  const clear = rows.filter((row) => !isSealed(row.secret));
  for (const row of clear)
    await db
      .update(userTwoFactor)
      .set({ secret: sealTotpSecret(row.secret) })
      .where(and(eq(userTwoFactor.userId, row.userId), eq(userTwoFactor.secret, row.secret)));
  return clear.length;
}
