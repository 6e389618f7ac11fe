import * as oidc from "openid-client";
import { eq } from "drizzle-orm";
import { safeNext } from "../../../domain/accounts/safe-next";
import type { SsoStartAnswer, SsoStartInput } from "../../../domain/schemas/sso";
import type { Db } from "../../db/client";
import { invitations, organisations, ssoLoginStates } from "../../db/schema";
import { AppError } from "../../errors";
import { assertUsable } from "../team/find-invitation";
import { hashInvitationToken } from "../team/invitation-token";
import { emailDomain, findSsoConnectionForDomain } from "./find-sso-connection-for";
import { findSsoConnection, providerConnection, ssoRedirectUri } from "./get-sso-settings";
import { discoverForSignIn } from "./oidc-provider-client";
import { purgeExpiredLoginStates, sha256, SSO_STATE_MINUTES } from "./sso-login-state";

/**
 * "Sign in with SSO": the work e-mail's domain names the organisation's provider (or the invitation
 * names the organisation). Stores a one-use state with the PKCE verifier and nonce, bound to the
 * browser by `browserSecret` (its cookie), and answers the provider's authorisation URL.
 */
export async function startSsoSignIn(
  db: Db,
  input: SsoStartInput & { origin: string; browserSecret: string; fetch: typeof fetch },
): Promise<SsoStartAnswer> {
  const domain = emailDomain(input.email);
  let invitationId: string | null = null;
  let connection;
  if (input.invitation) {
    const [invitation] = await db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(input.invitation)));
    assertUsable(invitation);
    if (invitation.email !== input.email)
      throw new AppError(
        "validation",
        "Invalid input — email: this invitation is for {{email}}",
        { email: "This invitation is for {{email}}" },
        undefined,
        { email: invitation.email },
      );
    invitationId = invitation.id;
    connection = await findSsoConnection(db, invitation.organisationId);
    if (!connection?.enabled || !connection.allowedDomains.includes(domain)) {
      const [org] = await db.select().from(organisations).where(eq(organisations.id, invitation.organisationId));
      throw new AppError(
        "conflict",
        "{{organisation}} does not sign in {{domain}} with single sign-on. Choose a password instead.",
        undefined,
        undefined,
        { organisation: org?.name ?? "This organisation", domain },
      );
    }
  } else {
    connection = await findSsoConnectionForDomain(db, domain);
    if (!connection)
      throw new AppError(
        "not_found",
        "Single sign-on is not set up for {{domain}}. Sign in with your password, or ask your administrator.",
        undefined,
        undefined,
        { domain },
      );
  }

  const config = await discoverForSignIn(providerConnection(connection), input.fetch);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = ssoRedirectUri(input.origin);
  await purgeExpiredLoginStates(db);
  await db.insert(ssoLoginStates).values({
    stateHash: sha256(state),
    browserHash: sha256(input.browserSecret),
    organisationId: connection.organisationId,
    codeVerifier,
    nonce,
    redirectUri,
    invitationId,
    next: input.next ? safeNext(input.next) : null,
    expiresAt: new Date(Date.now() + SSO_STATE_MINUTES * 60_000),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    login_hint: input.email,
  });
  return { authorizationUrl: url.href };
}
