import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { SIGN_IN_CHALLENGE_MINUTES } from "../../domain/accounts/two-factor";
import type { Db } from "../db/client";
import { signInChallenges } from "../db/schema";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** 256 random bits between the password and the code; only its hash is stored; it lives 5 minutes. */
export async function createSignInChallenge(db: Db, userId: string, organisationId: string) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date(now)));
  await db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    userId,
    organisationId,
    expiresAt: new Date(now + SIGN_IN_CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The live challenge for this token, or undefined. */
export async function findSignInChallenge(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, new Date())));
  return row;
}

export async function deleteSignInChallenge(db: Db, token: string) {
  await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hashToken(token)));
}
