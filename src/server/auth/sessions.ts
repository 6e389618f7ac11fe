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

/**
 * Resolves the cookie to an actor; an idle, expired or deactivated session is removed and yields null.
 * A session read in the last few seconds is answered from memory (decision 169): the database announces
 * every change that ends a session or changes what its actor may do, and this server forgets it on hearing.
 */
export async function loadSession(request: FastifyRequest): Promise<Actor | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { db, sessionPolicy, readCache } = request.server;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const kept = readCache.session(tokenHash);
  // Kept and within both clocks: no database read. Past either clock, the database decides below.
  if (kept && kept.expiresAt > now && kept.lastSeenAt + sessionPolicy.idleMinutes * MINUTE_MS > now) {
    if (now - kept.lastSeenAt > MINUTE_MS) {
      await touchSession(db, tokenHash, now);
      kept.lastSeenAt = now;
    }
    return { ...kept.actor, restrictedSiteIds: kept.actor.restrictedSiteIds?.slice() ?? null };
  }
  const generation = readCache.generation;
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
  const idleLimit = row.session.lastSeenAt.getTime() + sessionPolicy.idleMinutes * MINUTE_MS;
  if (!row.user.active || row.session.expiresAt.getTime() <= now || idleLimit <= now) {
    await deleteSession(db, tokenHash);
    return null;
  }
  let lastSeenAt = row.session.lastSeenAt.getTime();
  // Refresh the idle clock at most once a minute, not on every request.
  if (now - lastSeenAt > MINUTE_MS) {
    await touchSession(db, tokenHash, now);
    lastSeenAt = now;
  }
  const actor: Actor = {
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
  readCache.keepSession(tokenHash, generation, {
    actor: { ...actor, restrictedSiteIds: actor.restrictedSiteIds?.slice() ?? null },
    lastSeenAt,
    expiresAt: row.session.expiresAt.getTime(),
  });
  return actor;
}

/** The idle clock's bookkeeping: not announced to the caches (migration 0059), which keep their own copy. */
async function touchSession(db: Db, tokenHash: string, now: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.tokenHash, tokenHash));
}

/** Housekeeping on start: drop sessions past their absolute expiry. */
export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date())));
}
