import { and, asc, eq } from "drizzle-orm";
import { defaultLocale } from "../../../../domain/i18n/locales";
import type { Db } from "../../../db/client";
import { memberships, passwordResets, users } from "../../../db/schema";
import { jobQueueOf } from "../../../jobs/enqueue";
import { recordEvent } from "../../audit/record-event";
import { queuePasswordResetEmail } from "./password-reset-email";
import { newResetToken, resetLink } from "./reset-token";

/**
 * The `password-reset` job: when an active account with a membership uses the address, stores a new
 * single-use link (its hash), puts the e-mail in the outbox and records the event, in one transaction.
 * An unknown or deactivated address gets nothing — and the person who asked never learns which.
 */
export async function sendPasswordReset(db: Db, input: { email: string; origin: string }) {
  const [account] = await db
    .select({ user: users, organisationId: memberships.organisationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.email, input.email), eq(users.active, true)))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!account) return;
  const { user, organisationId } = account;
  const { token, tokenHash, expiresAt } = newResetToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash, expiresAt });
    await queuePasswordResetEmail(tx, {
      to: user.email,
      name: user.name,
      locale: user.locale ?? defaultLocale,
      link: resetLink(input.origin, token),
      expiresAt,
    });
    await recordEvent(
      tx,
      { userId: user.id, organisationId, name: user.name },
      {
        action: "auth.password_reset_request",
        entityType: "user",
        entityId: user.id,
        after: { expiresAt: expiresAt.toISOString() },
      },
    );
  });
}

/** Runs the queued reset requests now, in this process (API tests, where no worker runs). */
export const runQueuedPasswordResets = (db: Db) =>
  jobQueueOf(db).runQueued("password-reset", (data) => sendPasswordReset(db, data));
