import type { Me } from "@domain/schemas/auth";
import type { SsoCallbackInput, SsoSignedIn, SsoStartAnswer, SsoStartInput } from "@domain/schemas/sso";
import type { TwoFactorChallenge } from "@domain/schemas/two-factor";
import { api } from "@/lib/api";

/**
 * "Use single sign-on (SSO)" (the sign-in page, an invitation): asks the server for the organisation's
 * provider and sends the browser there. Plain requests: sign-in never loads the query client (decision 089).
 */
export async function startSso(input: SsoStartInput): Promise<void> {
  const { authorizationUrl } = await api<SsoStartAnswer>("/auth/sso/start", { method: "POST", body: input });
  window.location.assign(authorizationUrl);
}

/** The /sso/callback page: hands what the provider sent back to the server, which signs in (or asks for the code). */
export async function completeSso(input: SsoCallbackInput): Promise<(Me & SsoSignedIn) | TwoFactorChallenge> {
  const result = await api<(Me & SsoSignedIn) | TwoFactorChallenge>("/auth/sso/callback", {
    method: "POST",
    body: input,
  });
  if (!("twoFactorRequired" in result)) {
    const { next: _next, ...me } = result;
    const { startSession } = await import("./app-query-client");
    startSession(me);
  }
  return result;
}
