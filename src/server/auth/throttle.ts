import { MINUTE_MS, shiftInstant } from "../../domain/dates";
import type { Message } from "../../domain/i18n/message";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottle } from "../db/schema";
import { AppError } from "../errors";

/** Failed sign-ins allowed per window before a lock, per account and per address. */
export const throttlePolicy = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountFailures: 5,
  addressFailures: 20,
};

const keysFor = (email: string, ip: string) => ({ account: `account:${email}`, address: `ip:${ip}` });

/** Refuses with 429 and Retry-After while the account or the address is locked. */
export async function assertNotThrottled(db: Db, email: string, ip: string, now = new Date()) {
  const { account, address } = keysFor(email, ip);
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [account, address]));
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now.getTime()) {
    const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
    throw new AppError(
      "too_many_requests",
      "Too many failed sign-in attempts. Try again in {{minutes}} minute(s).",
      undefined,
      { "retry-after": String(seconds) },
      { minutes: Math.ceil(seconds / 60) },
    );
  }
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()) {
  const { account, address } = keysFor(email, ip);
  const limits = { [account]: throttlePolicy.accountFailures, [address]: throttlePolicy.addressFailures };
  for (const key of [account, address]) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < throttlePolicy.windowMinutes * MINUTE_MS;
    const failures = windowOpen ? row.failures + 1 : 1;
    const lockedUntil = failures >= limits[key]! ? shiftInstant(now, { minutes: throttlePolicy.lockMinutes }) : null;
    const values = { failures, windowStartedAt: windowOpen ? row.windowStartedAt : now, lockedUntil };
    await db
      .insert(loginThrottle)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: loginThrottle.key, set: values });
  }
}

export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${email}`));
}

/**
 * Counts one attempt of something rate-limited per key (e.g. `signup:<ip>`) and refuses with 429
 * once `limit` attempts fall within the window.
 */
export async function countAttempt(
  db: Db,
  key: string,
  policy: { limit: number; windowMinutes: number; message: Message },
  now = new Date(),
) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < policy.windowMinutes * 60_000;
  if (windowOpen && row.failures >= policy.limit) {
    const seconds = Math.ceil((row.windowStartedAt.getTime() + policy.windowMinutes * 60_000 - now.getTime()) / 1000);
    throw AppError.of("too_many_requests", policy.message, undefined, { "retry-after": String(seconds) });
  }
  const values = {
    failures: windowOpen ? row.failures + 1 : 1,
    windowStartedAt: windowOpen ? row.windowStartedAt : now,
  };
  await db
    .insert(loginThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: loginThrottle.key, set: values });
}
