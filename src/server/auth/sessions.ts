import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import { HOUR_MS, MINUTE_MS } from "../../domain/dates";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { twoFactorRequiredFor } from "../../domain/accounts/two-factor";
import { memberships, sessions, twoFactorPolicies, users, userTwoFactor } from "../db/schema";
import type { Actor } from "./actor";
import { restrictedSiteIdsColumn } from "./restricted-sites";

export const SESSION_COOKIE = "cw_session";

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  secureCookie: boolean;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** 256 random bits; only the hash is stored, so a database leak yields no usable session. */
export async function createSession(
  db: Db,
  input: { userId: string; organisationId: string; ip: string; userAgent?: string; policy: SessionPolicy },
) {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    organisationId: input.organisationId,
    expiresAt: new Date(now + input.policy.absoluteHours * HOUR_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, tokenHash: hashToken(token) };
}

export function setSessionCookie(reply: FastifyReply, token: string, policy: SessionPolicy) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: policy.secureCookie,
    maxAge: policy.absoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user (deactivation, password change). */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Resolves the cookie to an actor; an idle, expired or deactivated session is removed and yields null. */
export async function loadSession(request: FastifyRequest): Promise<Actor | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { db, sessionPolicy } = request.server;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      membership: memberships,
      restrictedSiteIds: restrictedSiteIdsColumn,
      requiredRoles: twoFactorPolicies.requiredRoles,
      twoFactorConfirmedAt: userTwoFactor.confirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.organisationId, sessions.organisationId)),
    )
    .leftJoin(twoFactorPolicies, eq(twoFactorPolicies.organisationId, sessions.organisationId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.session.lastSeenAt.getTime() + sessionPolicy.idleMinutes * MINUTE_MS;
  if (!row.user.active || row.session.expiresAt.getTime() <= now || idleLimit <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  // Refresh the idle clock at most once a minute, not on every request.
  if (now - row.session.lastSeenAt.getTime() > MINUTE_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    userId: row.user.id,
    organisationId: row.session.organisationId,
    name: row.user.name,
    email: row.user.email,
    role: row.membership.role,
    restrictedSiteIds: row.restrictedSiteIds?.length ? row.restrictedSiteIds : null,
    currentSiteId: row.membership.currentSiteId,
    sessionTokenHash: tokenHash,
    twoFactorPending: twoFactorRequiredFor(row.requiredRoles ?? [], row.membership.role) && !row.twoFactorConfirmedAt,
    locale: row.user.locale,
  };
}

/** Housekeeping on start: drop sessions past their absolute expiry. */
export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date())));
}
