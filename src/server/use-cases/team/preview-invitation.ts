import { eq } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import type { InvitationPreview } from "../../../domain/schemas/team";
import type { Db } from "../../db/client";
import { invitations, organisations, users } from "../../db/schema";
import { emailDomain } from "../sso/find-sso-connection-for";
import { findSsoConnection } from "../sso/get-sso-settings";
import { assertUsable } from "./find-invitation";
import { hashInvitationToken } from "./invitation-token";

/** What the invitation page shows before accepting; 410 for a used, revoked or expired link. */
export async function previewInvitation(db: Db, input: { token: string }): Promise<InvitationPreview> {
  const [row] = await db
    .select({ invitation: invitations, organisationName: organisations.name, inviter: users.name })
    .from(invitations)
    .innerJoin(organisations, eq(organisations.id, invitations.organisationId))
    .innerJoin(users, eq(users.id, invitations.invitedByUserId))
    .where(eq(invitations.tokenHash, hashInvitationToken(input.token)));
  assertUsable(row?.invitation);
  const sso = await findSsoConnection(db, row!.invitation.organisationId);
  return {
    organisationName: row!.organisationName,
    email: row!.invitation.email,
    role: row!.invitation.role,
    roleLabel: roleLabels[row!.invitation.role],
    locale: row!.invitation.locale,
    invitedBy: row!.inviter,
    sso: !!sso?.enabled && sso.allowedDomains.includes(emailDomain(row!.invitation.email)),
  };
}
