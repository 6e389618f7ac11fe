import { eq } from "drizzle-orm";
import { passwordProblem } from "../../../domain/accounts/password-rules";
import type { InvitationAcceptInput } from "../../../domain/schemas/team";
import type { Actor } from "../../auth/actor";
import { hashPassword } from "../../auth/password";
import { createSession, type SessionPolicy } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { invitations } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError, invalidField } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { assertUsable } from "./find-invitation";
import { hashInvitationToken } from "./invitation-token";
import { createInvitedMember } from "./create-invited-member";

/**
 * The invitee sets her name and password: her account joins the organisation with the invited role
 * and site, the link is used up, and she is signed in. A used, revoked or expired link answers 410.
 */
export async function acceptInvitation(
  db: Db,
  input: InvitationAcceptInput & { token: string; ip: string; userAgent?: string; policy: SessionPolicy },
) {
  const tokenHash = hashInvitationToken(input.token);
  const [found] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash));
  assertUsable(found);
  const problem = await passwordProblem(input.password, [found.email, input.name]);
  if (problem) throw invalidField("password", problem);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Lock the invitation row: two tabs accepting at once get one account and one 410.
      const [row] = await tx.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).for("update");
      assertUsable(row);
      const { user, siteIds } = await createInvitedMember(tx, row, {
        name: input.name,
        passwordHash,
      });
      const session = await createSession(tx, {
        userId: user.id,
        organisationId: row.organisationId,
        ip: input.ip,
        userAgent: input.userAgent,
        policy: input.policy,
      });
      const actor: Actor = {
        userId: user.id,
        organisationId: row.organisationId,
        name: user.name,
        email: user.email,
        role: row.role,
        restrictedSiteIds: siteIds,
        currentSiteId: siteIds?.[0] ?? null,
        sessionTokenHash: session.tokenHash,
        locale: user.locale,
      };
      await recordEvent(tx, actor, {
        action: "invitation.accept",
        entityType: "invitation",
        entityId: row.id,
        after: { userId: user.id, email: row.email, role: row.role, newAccount: true },
      });
      await recordEvent(tx, actor, {
        action: "auth.sign_in",
        entityType: "user",
        entityId: user.id,
        after: { ip: input.ip },
      });
      return { token: session.token, actor };
    });
  } catch (error) {
    // The address got an account meanwhile (e.g. it signed up on its own).
    if (isUniqueViolation(error))
      throw new AppError(
        "conflict",
        "{{email}} already has a Clausewise account. Sign in instead.",
        undefined,
        undefined,
        {
          email: found.email,
        },
      );
    throw error;
  }
}
