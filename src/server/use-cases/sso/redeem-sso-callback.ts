import * as oidc from "openid-client";
import type { SsoCallbackInput } from "../../../domain/schemas/sso";
import { AppError } from "../../errors";
import type { ssoConnections, ssoLoginStates } from "../../db/schema";
import { providerConnection } from "./get-sso-settings";
import { discoverForSignIn } from "./oidc-provider-client";

export interface VerifiedIdentity {
  email: string;
  name: string;
  issuer: string;
}

/**
 * Redeems the code at the provider with the stored PKCE verifier, and checks what openid-client
 * checks (ID token signature, issuer, audience, expiry, nonce; the `iss` answer parameter) plus what
 * Clausewise needs: an e-mail the provider has verified. Every failure is a message for the user.
 */
export async function redeemSsoCallback(
  connection: typeof ssoConnections.$inferSelect,
  state: typeof ssoLoginStates.$inferSelect,
  input: SsoCallbackInput,
  fetchImpl: typeof fetch,
): Promise<VerifiedIdentity> {
  if (input.error) {
    // The provider's error code is shown only when it looks like one (OAuth codes are snake_case).
    if (/^[a-z_]{1,60}$/.test(input.error)) throw didNotSignIn(input.error);
    throw new AppError(
      "unauthenticated",
      "Your identity provider did not sign you in. Start again from the sign-in page.",
    );
  }
  if (!input.code)
    throw new AppError("unauthenticated", "The provider sent no sign-in code. Start again from the sign-in page.");
  const config = await discoverForSignIn(providerConnection(connection), fetchImpl);
  const currentUrl = new URL(state.redirectUri);
  currentUrl.searchParams.set("code", input.code);
  currentUrl.searchParams.set("state", input.state);
  if (input.iss !== undefined) currentUrl.searchParams.set("iss", input.iss);

  let tokens;
  try {
    tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: input.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw redeemFailure(error);
  }
  const idToken = tokens.claims()!;
  let claims: Record<string, unknown> = { ...idToken };
  if (typeof claims.email !== "string") {
    try {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    } catch (error) {
      throw redeemFailure(error);
    }
  }
  if (typeof claims.email !== "string" || !claims.email.includes("@"))
    throw new AppError(
      "forbidden",
      "Your identity provider did not share your e-mail address. Ask your administrator to release the email claim to Clausewise.",
    );
  const email = claims.email.trim().toLowerCase();
  if (claims.email_verified !== true)
    throw new AppError(
      "forbidden",
      "Your identity provider has not verified {{email}}, so Clausewise cannot use it to sign you in.",
      undefined,
      undefined,
      { email },
    );
  return { email, name: displayName(claims, email), issuer: idToken.iss };
}

function displayName(claims: Record<string, unknown>, email: string): string {
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const name =
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ") ||
    email.split("@")[0]!;
  return name.slice(0, 120);
}

/** What a failed code redemption tells the user (the details go to the provider's logs, not the screen). */
function redeemFailure(error: unknown): AppError {
  if (error instanceof oidc.ResponseBodyError)
    return new AppError(
      "unauthenticated",
      "Your identity provider refused this sign-in (the code was already used or has expired). Start again from the sign-in page.",
    );
  if (error instanceof oidc.AuthorizationResponseError) return didNotSignIn(error.error);
  if (error instanceof oidc.ClientError || error instanceof oidc.WWWAuthenticateChallengeError)
    return new AppError(
      "unauthenticated",
      "The identity provider's answer did not pass Clausewise's checks (issuer, audience, nonce or signature). Start again from the sign-in page.",
    );
  return new AppError(
    "bad_gateway",
    "Your organisation's identity provider is not available. Try again in a few minutes, or sign in with your password.",
  );
}

/** The provider answered with an OAuth error code instead of signing the person in. */
const didNotSignIn = (code: string) =>
  new AppError(
    "unauthenticated",
    "Your identity provider did not sign you in ({{code}}). Start again from the sign-in page.",
    undefined,
    undefined,
    { code },
  );
