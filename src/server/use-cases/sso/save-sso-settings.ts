import { and, eq, ne } from "drizzle-orm";
import type { SsoSettings, SsoSettingsView } from "../../../domain/schemas/sso";
import type { Actor } from "../../auth/actor";
import { openTotpSecret, sealTotpSecret } from "../../auth/totp-secret-box";
import type { Db } from "../../db/client";
import { ssoConnections } from "../../db/schema";
import { AppError, invalidInput } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findSsoConnection, getSsoSettings } from "./get-sso-settings";
import { describeProviderFailure, discoverProvider } from "./oidc-provider-client";

/**
 * Admins set the organisation's OpenID Connect provider. The provider's discovery document is read
 * before anything is stored, so a mistyped issuer is refused with the reason; a domain another
 * organisation signs in with is refused (409). Audited without the secret.
 */
export async function saveSsoSettings(
  db: Db,
  actor: Actor,
  input: SsoSettings & { origin: string; fetch: typeof fetch },
): Promise<SsoSettingsView> {
  const { origin, fetch: fetchImpl, clientSecret: newSecret, ...settings } = input;
  const existing = await findSsoConnection(db, actor.organisationId);
  const clientSecret = newSecret ?? (existing ? openTotpSecret(existing.clientSecret) : undefined);
  if (!clientSecret) throw invalidInput({ clientSecret: "Enter the client secret the provider gave Clausewise" });

  try {
    await discoverProvider({ issuerUrl: settings.issuerUrl, clientId: settings.clientId, clientSecret }, fetchImpl);
  } catch (error) {
    const { reason } = describeProviderFailure(error);
    throw new AppError(
      "validation",
      "Invalid input — issuerUrl: Could not read {{issuerUrl}}/.well-known/openid-configuration: {{problem}}",
      { issuerUrl: "Could not read {{issuerUrl}}/.well-known/openid-configuration: {{problem}}" },
      undefined,
      { issuerUrl: settings.issuerUrl, problem: reason },
    );
  }

  return db.transaction(async (tx) => {
    if (settings.enabled) {
      const others = await tx
        .select({ allowedDomains: ssoConnections.allowedDomains })
        .from(ssoConnections)
        .where(and(eq(ssoConnections.enabled, true), ne(ssoConnections.organisationId, actor.organisationId)));
      const taken = settings.allowedDomains.find((d) => others.some((o) => o.allowedDomains.includes(d)));
      if (taken)
        throw new AppError(
          "conflict",
          "Another organisation already signs in {{domain}} with single sign-on",
          undefined,
          undefined,
          { domain: taken },
        );
    }
    const before = await findSsoConnection(tx, actor.organisationId);
    // Sealed with the key kept outside the database (the TOTP secrets' key, decision 085).
    const storedSecret = newSecret !== undefined ? sealTotpSecret(newSecret) : before!.clientSecret;
    const values = { ...settings, clientSecret: storedSecret, updatedAt: new Date() };
    await tx
      .insert(ssoConnections)
      .values({ organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: ssoConnections.organisationId, set: values });
    await recordEvent(tx, actor, {
      action: "organisation.sso_update",
      entityType: "organisation",
      entityId: actor.organisationId,
      before: before ? auditValues(before) : null,
      after: {
        ...auditValues(values),
        clientSecretChanged: !before || openTotpSecret(before.clientSecret) !== clientSecret,
      },
    });
    return getSsoSettings(tx, actor, { origin });
  });
}

const auditValues = (row: Omit<SsoSettings, "clientSecret">) => ({
  enabled: row.enabled,
  issuerUrl: row.issuerUrl,
  clientId: row.clientId,
  allowedDomains: row.allowedDomains,
  defaultRole: row.defaultRole,
  jitEnabled: row.jitEnabled,
});
