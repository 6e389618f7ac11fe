import { z } from "zod";
import { appRoles, type AppRole } from "../roles";

/** Loopback hosts may speak plain HTTP (a provider on the same machine); every other issuer needs HTTPS. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

const issuerUrl = z
  .string({ error: "Enter the issuer URL of your identity provider" })
  .trim()
  .max(500, "At most 500 characters")
  .pipe(z.url({ protocol: /^https?$/, error: "Enter a URL such as https://login.example.com" }))
  .refine((value) => {
    const url = URL.parse(value);
    return !url || url.protocol === "https:" || isLoopbackHost(url.hostname);
  }, "The issuer must use https://")
  .refine((value) => !URL.parse(value)?.search && !URL.parse(value)?.hash, "The issuer URL has no query or fragment")
  // The issuer is compared to the provider's own `issuer` exactly: drop only a trailing slash typed after a host.
  .transform((value) => value.replace(/^(https?:\/\/[^/]+)\/$/, "$1"));

/** A mail domain such as `example.com` (lower-cased). */
const mailDomain = z
  .string({ error: "Enter a domain such as example.com" })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .max(253, "That domain is too long")
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "Enter a domain such as example.com",
      ),
  );

/**
 * `PUT /api/organisation/sso`: the organisation's OpenID Connect provider. `clientSecret` is
 * write-only: leave it out (or empty) to keep the stored one.
 */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean({ error: "Say whether single sign-on is on" }),
  issuerUrl,
  clientId: z
    .string({ error: "Enter the client id the provider gave Clausewise" })
    .trim()
    .min(1, "Enter the client id the provider gave Clausewise")
    .max(300, "At most 300 characters"),
  clientSecret: z
    .string({ error: "Enter the client secret" })
    .max(1000, "At most 1000 characters")
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined)),
  allowedDomains: z
    .array(mailDomain, { error: "Give the e-mail domains that may sign in" })
    .min(1, "Add at least one e-mail domain")
    .max(20, "At most 20 domains")
    .transform((domains) => [...new Set(domains)]),
  defaultRole: z.enum(appRoles, { error: `Choose one of ${appRoles.join(", ")}` }),
  jitEnabled: z.boolean({ error: "Say whether new accounts are created on first sign-in" }),
});
export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

/** The settings form: the same rules, with the domains typed as one text (commas, spaces or lines apart). */
export const ssoSettingsFormSchema = ssoSettingsSchema.extend({
  allowedDomains: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
    .pipe(ssoSettingsSchema.shape.allowedDomains),
});
export type SsoSettings = z.output<typeof ssoSettingsSchema>;

/** What `GET /api/organisation/sso` answers. The client secret never leaves the server. */
export interface SsoSettingsView {
  configured: boolean;
  enabled: boolean;
  issuerUrl: string;
  clientId: string;
  clientSecretSet: boolean;
  allowedDomains: string[];
  defaultRole: AppRole;
  jitEnabled: boolean;
  /** The address to register at the provider as the redirect (callback) URI. */
  redirectUri: string;
  updatedAt: string | null;
}

const email = z
  .string({ error: "Enter your work e-mail" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid e-mail address"));

/** `POST /api/auth/sso/start`: which provider to send the browser to (by the e-mail's domain, or the invitation). */
export const ssoStartSchema = z.object({
  email,
  /** Where to land after signing in (same-app path; checked again on the way back). */
  next: z.string().max(500, "At most 500 characters").optional(),
  /** The token of an invitation link being accepted with SSO. */
  invitation: z.string().min(20, "Not an invitation link").max(100, "Not an invitation link").optional(),
});
export type SsoStartInput = z.infer<typeof ssoStartSchema>;

export interface SsoStartAnswer {
  authorizationUrl: string;
}

/** `POST /api/auth/sso/callback`: the query the provider sent the browser back with. */
export const ssoCallbackSchema = z.object({
  state: z.string({ error: "The sign-in link is incomplete" }).min(1, "The sign-in link is incomplete").max(500),
  code: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});
export type SsoCallbackInput = z.infer<typeof ssoCallbackSchema>;

/** Added to `Me` when an SSO sign-in succeeds: where to go next (null: the overview). The cookie is set. */
export interface SsoSignedIn {
  next: string | null;
}
