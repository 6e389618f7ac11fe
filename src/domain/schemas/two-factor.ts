import { z } from "zod";
import { appRoles, type AppRole } from "../roles";

/** A 6-digit TOTP code from the authenticator app (spaces ignored). */
export const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** A TOTP code or one of the recovery codes (`xxxxx-xxxxx`). */
export const secondFactorCode = z
  .string({ error: "Enter a code from your authenticator app or a recovery code" })
  .trim()
  .min(6, "Enter a code from your authenticator app or a recovery code")
  .max(40, "That code is too long");

/** `POST /api/me/two-factor/confirm` and `POST /api/me/two-factor/recovery-codes`. */
export const twoFactorCodeSchema = z.object({ code: totpCode });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** `POST /api/me/two-factor/disable`: a current code or the password proves it is you. */
export const twoFactorDisableSchema = z
  .object({
    code: secondFactorCode.optional(),
    password: z.string().min(1, "Enter your password").max(200, "Password is too long").optional(),
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    message: "Enter a current code or your password",
    path: ["code"],
  });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

/** `POST /api/auth/login/two-factor`: the challenge from the first step and the code. */
export const twoFactorSignInSchema = z.object({
  challenge: z.string({ error: "Sign in again" }).min(20, "Sign in again").max(100, "Sign in again"),
  code: secondFactorCode,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

/** `PUT /api/organisation/two-factor`: roles that must enrol. */
export const twoFactorPolicySchema = z.object({
  requiredRoles: z.array(z.enum(appRoles, "Choose a role from the list")).max(appRoles.length),
});
export type TwoFactorPolicyInput = z.infer<typeof twoFactorPolicySchema>;

/** What the account screen shows. `required`: the organisation requires it for this role. */
export interface TwoFactorStatus {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** The answer to starting enrolment: the secret as a QR code (data URL) and as text, shown once. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

export interface TwoFactorPolicyView {
  requiredRoles: AppRole[];
}

/** The first sign-in step's answer when a second factor is needed (HTTP 202, no cookie yet). */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}
