import { eq } from "drizzle-orm";
import type { SsoSettingsView } from "../../../domain/schemas/sso";
import { openTotpSecret } from "../../auth/totp-secret-box";
import type { Db } from "../../db/client";
import { ssoConnections } from "../../db/schema";

/** The address the provider sends the browser back to: register exactly this at the provider. */
export const ssoRedirectUri = (origin: string) => `${origin.replace(/\/+$/, "")}/sso/callback`;

/** The organisation's row, its client secret as stored (sealed): for the server's own use only. */
export async function findSsoConnection(db: Db, organisationId: string) {
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organisationId, organisationId));
  return row;
}

/** Settings › Single sign-on. The client secret never leaves the server: only whether one is stored. */
export async function getSsoSettings(
  db: Db,
  ctx: { organisationId: string },
  input: { origin: string },
): Promise<SsoSettingsView> {
  const row = await findSsoConnection(db, ctx.organisationId);
  return {
    configured: !!row,
    enabled: row?.enabled ?? false,
    issuerUrl: row?.issuerUrl ?? "",
    clientId: row?.clientId ?? "",
    clientSecretSet: !!row?.clientSecret,
    allowedDomains: row?.allowedDomains ?? [],
    defaultRole: row?.defaultRole ?? "viewer",
    jitEnabled: row?.jitEnabled ?? false,
    redirectUri: ssoRedirectUri(input.origin),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What discovery and code redemption need: the row with its client secret opened. */
export const providerConnection = (row: typeof ssoConnections.$inferSelect) => ({
  issuerUrl: row.issuerUrl,
  clientId: row.clientId,
  clientSecret: openTotpSecret(row.clientSecret),
});
