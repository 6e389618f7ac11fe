import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../accounts/password-limits";
import { appLocales, type AppLocale } from "../i18n/locales";

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(200, "Password is too long"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What `GET /api/auth/me` answers: the signed-in user, their role and what it allows. */
export interface Me {
  user: { id: string; name: string; email: string; initials: string };
  organisation: { id: string; name: string };
  role: import("../roles").AppRole;
  roleLabel: string;
  permissions: import("../permissions").Permission[];
  /** Slugs of the sites the user is restricted to; empty: every site of the organisation. */
  restrictedSites: string[];
  /** The organisation requires two-factor for this role and it is not on yet: only enrolment is open. */
  mustEnrolTwoFactor: boolean;
  /** The language the user chose in her profile; null: the browser's language is used. */
  locale: AppLocale | null;
}

/** A language a user can choose for the app. */
export const localeSchema = z.enum(appLocales, { error: "Choose English or Spanish" });

/** `PATCH /api/me`: the user's own profile settings. `locale: null` goes back to the browser's language. */
export const updateProfileSchema = z.object({ locale: localeSchema.nullable() });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Avatar initials: first letters of the first and last names; the spec's fallback is 'AR'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "AR";
  const first = parts[0]![0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "";
  return (first + last).toUpperCase() || "AR";
}

const newPassword = (message: string) =>
  z
    .string({ error: message })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, "Password is too long");

/** `POST /api/organisations`: a new organisation and its first administrator. */
export const signUpSchema = z.object({
  organisationName: z
    .string({ error: "Enter your organisation's name" })
    .trim()
    .min(2, "Enter your organisation's name")
    .max(120, "At most 120 characters"),
  name: z.string({ error: "Enter your name" }).trim().min(2, "Enter your name").max(120, "At most 120 characters"),
  email: z
    .string({ error: "Enter your work e-mail" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
  password: newPassword("Choose a password"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `POST /api/me/password`: the current password proves it is you; the new one follows the password rules. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPassword("Choose a new password"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** One of "Your sessions": the device and address it signed in from, and when it was last used. */
export interface SessionView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
