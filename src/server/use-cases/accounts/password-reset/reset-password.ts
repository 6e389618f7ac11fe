import { and, eq, isNull } from "drizzle-orm";
import { passwordProblem } from "../../../../domain/accounts/password-rules";
import type { PasswordResetInput } from "../../../../domain/schemas/password-reset";
import { hashPassword } from "../../../auth/password";
import { clearAccountFailures } from "../../../auth/throttle";
import type { Db } from "../../../db/client";
import { memberships, organisations, passwordResets, sessions, users } from "../../../db/schema";
import { invalidField, notFound } from "../../../errors";
import { recordEvent } from "../../audit/record-event";
import { assertResetUsable } from "./preview-password-reset";
import { hashResetToken } from "./reset-token";

/**
 * Sets a new password with a "Forgot password?" link: the link and every other open link of the user
 * are used up, every session of the user ends (whoever knew the old password is signed out), the
 * account's failed sign-ins are forgotten, and the event is recorded — in one transaction. The user then
 * signs in with the new password (and her second factor, if she has one).
 */
export async function resetPassword(db: Db, input: PasswordResetInput) {
  const tokenHash = hashResetToken(input.token);
  const [found] = await db
    .select({ reset: passwordResets, user: users, organisationId: memberships.organisationId, org: organisations.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  assertResetUsable(found?.reset);
  const { user, organisationId } = found!;
  if (!user.active) throw notFound("Password reset link");
  const problem = await passwordProblem(input.password, [user.email, user.name, found!.org]);
  if (problem) throw invalidField("password", problem);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Lock the link: two tabs using it at once set one password and get one 410.
    const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for("update");
    assertResetUsable(row);
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id });
    await recordEvent(
      tx,
      { userId: user.id, organisationId, name: user.name },
      { action: "auth.password_reset", entityType: "user", entityId: user.id, after: { sessionsEnded: ended.length } },
    );
  });
  await clearAccountFailures(db, user.email);
}
