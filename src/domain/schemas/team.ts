import { z } from "zod";
import { appRoles, type AppRole } from "../roles";
import type { AppLocale } from "../i18n/locales";
import { localeSchema } from "./auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../accounts/password-limits";

/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;

const role = z.enum(appRoles, { error: `Choose one of ${appRoles.join(", ")}` });

/** Sites a member is restricted to (slugs); none means every site (decision 092). */
const siteIds = z.array(z.string().trim().min(1, "Choose a site"), { error: "Give a list of site ids" }).optional();

/** `POST /api/invitations`. */
export const invitationCreateSchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
  role,
  siteIds,
  /** The language of the invitation e-mail; absent: the inviting admin's own. */
  locale: localeSchema.optional(),
});
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

/** `POST /api/invitations/:token/accept`: the new account's name and password. */
export const invitationAcceptSchema = z.object({
  name: z.string({ error: "Enter your name" }).trim().min(2, "Enter your name").max(120, "At most 120 characters"),
  password: z
    .string({ error: "Choose a password" })
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;

/** `PUT /api/users/:userId`: a member's role and site restriction. */
export const memberUpdateSchema = z.object({ role, siteIds });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

export interface InvitationView {
  id: string;
  email: string;
  role: AppRole;
  roleLabel: string;
  siteIds: string[];
  locale: AppLocale;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** What the invitee sees before accepting (public, by token). */
export interface InvitationPreview {
  organisationName: string;
  email: string;
  role: AppRole;
  roleLabel: string;
  /** The language the inviting administrator chose for the invitation. */
  locale: AppLocale;
  invitedBy: string;
  /** The organisation signs the invitee's e-mail domain in with single sign-on: "Continue with SSO" is offered. */
  sso: boolean;
}
