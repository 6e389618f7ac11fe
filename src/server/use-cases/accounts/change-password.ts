import { and, eq, ne } from "drizzle-orm";
import { passwordProblem } from "../../../domain/accounts/password-rules";
import { message } from "../../../domain/i18n/message";
import type { ChangePasswordInput } from "../../../domain/schemas/auth";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import { hashPassword, verifyPassword } from "../../auth/password";
import { assertNotThrottled, recordFailure } from "../../auth/throttle";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { AppError, invalidField } from "../../errors";

/**
 * Changes the signed-in user's password. The current password is required (and a wrong one counts
 * as a failed sign-in); every other session of the user ends, this one stays.
 */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput & { ip: string }) {
  await assertNotThrottled(db, actor.email, input.ip);
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId!));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await recordFailure(db, actor.email, input.ip);
    throw new AppError("validation", "Invalid input — currentPassword: the current password is not correct", {
      currentPassword: "This is not your current password",
    });
  }
  const problem =
    input.newPassword === input.currentPassword
      ? message("Choose a password different from the current one")
      : await passwordProblem(input.newPassword, [user.email, user.name]);
  if (problem) throw invalidField("newPassword", problem);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, actor.sessionTokenHash ?? "")))
      .returning({ id: sessions.id });
    await recordEvent(tx, actor, {
      action: "auth.password_change",
      entityType: "user",
      entityId: user.id,
      after: { otherSessionsEnded: ended.length },
    });
  });
}
