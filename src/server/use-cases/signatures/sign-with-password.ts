import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import { verifyPassword } from "../../auth/password";
import { assertNotThrottled, clearAccountFailures, recordFailure } from "../../auth/throttle";
import { consumeSecondFactor, hasTwoFactor } from "../../auth/two-factor";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../audit/record-event";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What is signed: names the refused-signature audit event, recorded against the site (entityId: its slug). */
type Signed = "fsp" | "trace_plan";

/**
 * An electronic signature (21 CFR Part 11 good practice), the one way every signed document is signed (the
 * Food Safety Plan, the traceability plan): the signer re-enters their password now (failures count
 * against the sign-in throttle and are recorded as `<signs>.sign_refused`), and with two-factor on also a current code,
 * spent in the same transaction as the signature: a missing or wrong code is a 400 naming `code` (a wrong one
 * is also counted and recorded like a wrong password). `sign` writes the signature and its audit event in that
 * transaction; its result is returned.
 */
export async function signWithPassword<T>(
  db: Db,
  actor: Actor,
  input: {
    password: string;
    code?: string;
    ip: string;
    signs: Signed;
    site: { id: string; slug: string };
  },
  sign: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!actor.userId) throw new AppError("forbidden", "Only a signed-in person can sign");
  const userId = actor.userId;
  const where = { entityId: input.site.slug, siteId: input.site.id };
  const refuse = (reason: string) =>
    db.transaction((tx) =>
      recordEvent(
        tx,
        actor,
        input.signs === "fsp"
          ? { action: "fsp.sign_refused", entityType: "fsp", ...where, after: { reason } }
          : { action: "trace_plan.sign_refused", entityType: "trace_plan", ...where, after: { reason } },
      ),
    );
  await assertNotThrottled(db, actor.email, input.ip);
  const [user] = await db
    .select({ passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const passwordOk = !!user && user.active && (await verifyPassword(input.password, user.passwordHash));
  if (!passwordOk) {
    await recordFailure(db, actor.email, input.ip);
    await refuse("password incorrect");
    throw new AppError("unauthenticated", "Password is incorrect. The signature was not recorded.", {
      password: "Password is incorrect",
    });
  }

  // With two-factor on, the signature also needs a current code (checked, and spent, with the signature).
  const needsCode = await hasTwoFactor(db, userId);
  if (needsCode && !input.code) {
    throw new AppError("validation", "Invalid input — code: enter the code from your authenticator app to sign", {
      code: "Enter the 6-digit code from your authenticator app",
    });
  }
  if (!needsCode) await clearAccountFailures(db, actor.email);

  const signed = await db.transaction(async (tx) => {
    if (needsCode && !(await consumeSecondFactor(tx, userId, input.code!))) return { ok: false as const };
    return { ok: true as const, value: await sign(tx) };
  });
  if (!signed.ok) {
    await recordFailure(db, actor.email, input.ip);
    await refuse("two-factor code incorrect");
    // A wrong code is bad input in the signing form (400 naming `code`), not a lost session.
    throw new AppError("validation", "That code is not correct. The signature was not recorded.", {
      code: "That code is not correct",
    });
  }
  await clearAccountFailures(db, actor.email);
  return signed.value;
}
