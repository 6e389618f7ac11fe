import { asc, eq } from "drizzle-orm";
import type { SignInInput } from "../../domain/schemas/auth";
import { recordEvent } from "../use-cases/audit/record-event";
import type { Db } from "../db/client";
import { memberships, users } from "../db/schema";
import { AppError } from "../errors";
import { UNKNOWN_USER_HASH, verifyPassword } from "./password";
import type { Actor } from "./actor";
import { createSession, deleteSession, type SessionPolicy } from "./sessions";
import { assertNotThrottled, clearAccountFailures, recordFailure } from "./throttle";
import { createSignInChallenge } from "./sign-in-challenge";
import { hasTwoFactor } from "./two-factor";
import { restrictedSiteIdsOf } from "./restricted-sites";

/**
 * Checks the password (throttled), then issues a brand-new session recorded in the audit trail — or,
 * when the user has two-factor authentication, only a challenge for the second step.
 */
export async function signIn(
  db: Db,
  input: SignInInput & { ip: string; userAgent?: string },
  policy: SessionPolicy,
): Promise<{ token: string; actor: Actor } | { challenge: string }> {
  await assertNotThrottled(db, input.email, input.ip);
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !passwordOk || !user.active) {
    await recordFailure(db, input.email, input.ip);
    throw new AppError("unauthenticated", "E-mail or password is incorrect");
  }
  const [membership] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!membership) throw new AppError("forbidden", "This account is not a member of any organisation");

  if (await hasTwoFactor(db, user.id)) {
    // Password right, second factor pending: no session yet, only a short-lived challenge.
    return { challenge: await createSignInChallenge(db, user.id, membership.organisationId) };
  }
  const signedIn = await issueSession(db, { user, membership }, input, policy, { action: "auth.sign_in" });
  await clearAccountFailures(db, input.email);
  return signedIn;
}

type SignInEvent =
  | { action: "auth.sign_in" }
  | { action: "auth.two_factor_sign_in"; method: "totp" | "recovery_code" }
  | { action: "auth.sso_sign_in"; issuer: string };

/** Creates the session and its audit event in one transaction (inside `db` when it is already one). */
export async function issueSession(
  db: Db,
  { user, membership }: { user: typeof users.$inferSelect; membership: typeof memberships.$inferSelect },
  input: { ip: string; userAgent?: string },
  policy: SessionPolicy,
  event: SignInEvent,
) {
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, {
      userId: user.id,
      organisationId: membership.organisationId,
      ip: input.ip,
      userAgent: input.userAgent,
      policy,
    });
    const who = { userId: user.id, organisationId: membership.organisationId, name: user.name };
    if (event.action === "auth.sign_in")
      await recordEvent(tx, who, {
        action: "auth.sign_in",
        entityType: "user",
        entityId: user.id,
        after: { ip: input.ip },
      });
    else if (event.action === "auth.sso_sign_in")
      await recordEvent(tx, who, {
        action: "auth.sso_sign_in",
        entityType: "user",
        entityId: user.id,
        after: { ip: input.ip, issuer: event.issuer },
      });
    else
      await recordEvent(tx, who, {
        action: "auth.two_factor_sign_in",
        entityType: "user",
        entityId: user.id,
        after: { ip: input.ip, method: event.method },
      });
    return created;
  });
  const actor: Actor = {
    userId: user.id,
    organisationId: membership.organisationId,
    name: user.name,
    email: user.email,
    role: membership.role,
    restrictedSiteIds: await restrictedSiteIdsOf(db, membership.id),
    currentSiteId: membership.currentSiteId,
    sessionTokenHash: session.tokenHash,
    locale: user.locale,
  };
  return { token: session.token, actor };
}

/** Ends this session on the server, recorded in the audit trail. */
export async function signOut(db: Db, actor: Actor) {
  if (!actor.sessionTokenHash) return;
  await db.transaction(async (tx) => {
    await deleteSession(tx, actor.sessionTokenHash!);
    await recordEvent(tx, actor, { action: "auth.sign_out", entityType: "user", entityId: actor.userId! });
  });
}
