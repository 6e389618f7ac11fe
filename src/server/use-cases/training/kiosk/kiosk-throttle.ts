import { MINUTE_MS, shiftInstant } from "../../../../domain/dates";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { trainingKiosks } from "../../../db/schema";
import { AppError } from "../../../errors";

/** Failed employee-code lookups allowed per kiosk link and window before it locks for a while. */
export const kioskLookupPolicy = { windowMinutes: 15, maxFailures: 10, lockMinutes: 15 };

type Kiosk = typeof trainingKiosks.$inferSelect;

export function assertLookupAllowed(kiosk: Kiosk, now: Date) {
  const lockedUntil = kiosk.lookupLockedUntil?.getTime() ?? 0;
  if (lockedUntil > now.getTime()) {
    const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000);
    throw new AppError(
      "too_many_requests",
      "Too many unknown employee IDs on this station. Try again in {{minutes}} minute(s) or ask your supervisor.",
      undefined,
      {
        "retry-after": String(seconds),
      },
      { minutes: Math.ceil(seconds / 60) },
    );
  }
}

/** Counts one unknown code against the kiosk; the limit locks further lookups. */
export async function recordLookupFailure(db: Db, kiosk: Kiosk, now: Date) {
  const started = kiosk.lookupWindowStartedAt?.getTime();
  const windowOpen = started !== undefined && now.getTime() - started < kioskLookupPolicy.windowMinutes * MINUTE_MS;
  const failures = windowOpen ? kiosk.lookupFailures + 1 : 1;
  await db
    .update(trainingKiosks)
    .set({
      lookupFailures: failures,
      lookupWindowStartedAt: windowOpen ? kiosk.lookupWindowStartedAt : now,
      lookupLockedUntil:
        failures >= kioskLookupPolicy.maxFailures
          ? shiftInstant(now, { minutes: kioskLookupPolicy.lockMinutes })
          : kiosk.lookupLockedUntil,
    })
    .where(eq(trainingKiosks.id, kiosk.id));
}
