import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../accounts/password-limits";

/** How long a "Forgot password?" link stays valid. */
export const PASSWORD_RESET_VALID_MINUTES = 30;

/** `POST /api/auth/forgot-password`: where to send the link. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The one answer to a reset request, whether or not an account uses the address: telling them apart
 * would let anyone find out who has an account.
 */
export const forgotPasswordAnswer = {
  message: `If an account uses this address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes.`,
} as const;
export type ForgotPasswordAnswer = typeof forgotPasswordAnswer;

/** The reset link's token, as it appears in `/reset-password/:token`. */
export const resetTokenSchema = z
  .string({ error: "Not a password reset link" })
  .min(20, "Not a password reset link")
  .max(100, "Not a password reset link");

/** `POST /api/auth/password-reset`: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: resetTokenSchema,
  password: z
    .string({ error: "Choose a new password" })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** `GET /api/auth/password-reset/:token`: whose password the link resets, shown on the reset page. */
export interface PasswordResetPreview {
  email: string;
  expiresAt: string;
}
