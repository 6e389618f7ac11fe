import * as oidc from "openid-client";
import { isLoopbackHost } from "../../../domain/schemas/sso";
import { AppError } from "../../errors";

/** How long Clausewise waits for an identity provider before saying it is down. */
const PROVIDER_TIMEOUT_SECONDS = 5;
/** Said when it did not answer in time (a catalogued text: the reason is translated as a message variable). */
const PROVIDER_TIMEOUT_REASON = "it did not answer within 5 seconds";

export interface ProviderConnection {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Why discovery failed, in words an administrator can act on (never a stack or a library's message). */
export function describeProviderFailure(error: unknown): { unreachable: boolean; reason: string } {
  const notDiscovery = ["OAUTH_RESPONSE_IS_NOT_CONFORM", "OAUTH_RESPONSE_IS_NOT_JSON", "OAUTH_PARSE_ERROR"];
  if (error instanceof oidc.ClientError && notDiscovery.includes(error.code ?? ""))
    return { unreachable: false, reason: "it did not answer with an OpenID Connect discovery document" };
  if (error instanceof oidc.ClientError && error.code === "OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED")
    return {
      unreachable: false,
      reason: "the provider names a different issuer in its discovery document; copy the issuer exactly",
    };
  if (error instanceof oidc.ClientError)
    return { unreachable: false, reason: "its discovery document is not valid OpenID Connect" };
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError)
    return { unreachable: false, reason: "it refused the request" };
  const name = (error as { name?: string } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return { unreachable: true, reason: PROVIDER_TIMEOUT_REASON };
  return { unreachable: true, reason: "it could not be reached" };
}

/**
 * Reads the provider's discovery document and returns the client configuration used for every call
 * to it (client_secret_basic, a 5-second timeout). Plain HTTP is allowed only for a provider on this
 * machine (loopback); the settings schema refuses it for any other host.
 */
export async function discoverProvider(connection: ProviderConnection, fetchImpl: typeof fetch) {
  const issuer = new URL(connection.issuerUrl);
  const insecure = issuer.protocol === "http:" && isLoopbackHost(issuer.hostname);
  const config = await oidc.discovery(
    issuer,
    connection.clientId,
    undefined,
    oidc.ClientSecretBasic(connection.clientSecret),
    {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: (url, options) => fetchImpl(url, options as RequestInit),
    },
  );
  return config;
}

/** Discovery for a sign-in: a provider that cannot be reached is a 502 with a message for the user. */
export async function discoverForSignIn(connection: ProviderConnection, fetchImpl: typeof fetch) {
  try {
    return await discoverProvider(connection, fetchImpl);
  } catch (error) {
    const { reason } = describeProviderFailure(error);
    throw new AppError(
      "bad_gateway",
      "Your organisation's identity provider is not available ({{reason}}). Try again in a few minutes, or sign in with your password.",
      undefined,
      undefined,
      { reason },
    );
  }
}
