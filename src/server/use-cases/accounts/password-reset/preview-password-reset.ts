import { eq } from "drizzle-orm";
import type { PasswordResetPreview } from "../../../../domain/schemas/password-reset";
import type { Db } from "../../../db/client";
import { passwordResets, users } from "../../../db/schema";
import { AppError, notFound } from "../../../errors";
import { hashResetToken } from "./reset-token";

type ResetRow = typeof passwordResets.$inferSelect;

/** 410 Gone for a link that was used or has expired: it will never work again; 404 for no such link. */
export function assertResetUsable(row: ResetRow | undefined, now = new Date()): asserts row is ResetRow {
  if (!row) throw notFound("Password reset link");
  if (row.usedAt)
    throw new AppError("gone", "This link has already been used. Ask for a new one if you still need it.");
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError("gone", "This link has expired. Ask for a new one: links work for 30 minutes.");
}

/** What the reset page shows before the new password is chosen: whose account it is. */
export async function previewPasswordReset(db: Db, input: { token: string }): Promise<PasswordResetPreview> {
  const [row] = await db
    .select({ reset: passwordResets, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashResetToken(input.token)));
  assertResetUsable(row?.reset);
  return { email: row!.email, expiresAt: row!.reset.expiresAt.toISOString() };
}
