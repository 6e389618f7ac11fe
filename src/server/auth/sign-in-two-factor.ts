import { and, eq } from "drizzle-orm";
import type { TwoFactorSignInInput } from "../../domain/schemas/two-factor";
import type { Db } from "../db/client";
import { memberships, users } from "../db/schema";
import { AppError } from "../errors";
import type { SessionPolicy } from "./sessions";
import { issueSession } from "./sign-in";
import { deleteSignInChallenge, findSignInChallenge } from "./sign-in-challenge";
import { assertNotThrottled, clearAccountFailures, recordFailure } from "./throttle";
import { consumeSecondFactor } from "./two-factor";

/**
 * The second sign-in step: the challenge from the password step and a TOTP or recovery code. A wrong
 * code counts as a failed sign-in (the same throttle as passwords); the right one issues the session.
 */
export async function completeTwoFactorSignIn(
  db: Db,
  input: TwoFactorSignInInput & { ip: string; userAgent?: string },
  policy: SessionPolicy,
) {
  const challenge = await findSignInChallenge(db, input.challenge);
  if (!challenge)
    throw new AppError("unauthenticated", "This sign-in has expired. Enter your e-mail and password again.");
  const [row] = await db
    .select({ user: users, membership: memberships })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.organisationId, challenge.organisationId)),
    )
    .where(eq(users.id, challenge.userId));
  if (!row || !row.user.active) throw new AppError("unauthenticated", "E-mail or password is incorrect");
  await assertNotThrottled(db, row.user.email, input.ip);
  const signedIn = await db.transaction(async (tx) => {
    const method = await consumeSecondFactor(tx, row.user.id, input.code);
    if (!method) return null;
    return issueSession(tx, row, input, policy, { action: "auth.two_factor_sign_in", method });
  });
  if (!signedIn) {
    await recordFailure(db, row.user.email, input.ip);
    throw new AppError("unauthenticated", "That code is not correct. Try the newest code or a recovery code.", {
      code: "That code is not correct",
    });
  }
  await deleteSignInChallenge(db, input.challenge);
  await clearAccountFailures(db, row.user.email);
  return signedIn;
}
