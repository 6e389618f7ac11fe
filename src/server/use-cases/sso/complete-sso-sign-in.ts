import { and, eq } from "drizzle-orm";
import type { SsoCallbackInput } from "../../../domain/schemas/sso";
import type { Actor } from "../../auth/actor";
import { hashPassword } from "../../auth/password";
import type { SessionPolicy } from "../../auth/sessions";
import { createSignInChallenge } from "../../auth/sign-in-challenge";
import { issueSession } from "../../auth/sign-in";
import { hasTwoFactor } from "../../auth/two-factor";
import type { Db } from "../../db/client";
import { invitations, memberships, ssoLoginStates, users } from "../../db/schema";
import { AppError } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { assertUsable } from "../team/find-invitation";
import { createInvitedMember } from "../team/create-invited-member";
import { emailDomain } from "./find-sso-connection-for";
import { findSsoConnection } from "./get-sso-settings";
import { redeemSsoCallback, type VerifiedIdentity } from "./redeem-sso-callback";
import { randomToken, sha256 } from "./sso-login-state";

type Input = SsoCallbackInput & {
  browserSecret: string | undefined;
  ip: string;
  userAgent?: string;
  policy: SessionPolicy;
  fetch: typeof fetch;
};
type Outcome = { token: string; actor: Actor; next: string | null } | { challenge: string };

/**
 * The provider sent the browser back: the state is used up (one use, this browser, 10 minutes), the
 * code redeemed and the identity checked; then the person is linked to her member account by e-mail,
 * or gets one (an invitation being accepted, or just-in-time with the default role), and signed in
 * with the same session as a password sign-in — or, with two-factor on, asked for her code first.
 */
export async function completeSsoSignIn(db: Db, input: Input): Promise<Outcome> {
  const [state] = await db
    .delete(ssoLoginStates)
    .where(eq(ssoLoginStates.stateHash, sha256(input.state)))
    .returning();
  if (!state || state.expiresAt.getTime() <= Date.now())
    throw new AppError(
      "unauthenticated",
      "This sign-in has expired or was already used. Start again from the sign-in page.",
    );
  if (!input.browserSecret || sha256(input.browserSecret) !== state.browserHash)
    throw new AppError(
      "unauthenticated",
      "This sign-in was started in another browser. Start again from the sign-in page.",
    );
  const connection = await findSsoConnection(db, state.organisationId);
  if (!connection?.enabled)
    throw new AppError(
      "conflict",
      "Single sign-on has been turned off for your organisation. Sign in with your password.",
    );

  const identity = await redeemSsoCallback(connection, state, input, input.fetch);
  if (!connection.allowedDomains.includes(emailDomain(identity.email)))
    throw new AppError(
      "forbidden",
      "{{email}} is not in an e-mail domain your organisation signs in with single sign-on ({{domains}}).",
      undefined,
      undefined,
      { email: identity.email, domains: connection.allowedDomains.join(", ") },
    );

  const signedIn = (user: typeof users.$inferSelect, membership: typeof memberships.$inferSelect, tx: Db = db) =>
    issueSession(tx, { user, membership }, input, input.policy, {
      action: "auth.sso_sign_in",
      issuer: identity.issuer,
    });

  if (state.invitationId) {
    const session = await acceptInvitationWithSso(db, state.invitationId, identity, signedIn);
    return { ...session, next: null };
  }

  const [user] = await db.select().from(users).where(eq(users.email, identity.email));
  if (!user) {
    if (!connection.jitEnabled)
      throw new AppError(
        "forbidden",
        "There is no Clausewise account for {{email}}, and your organisation does not create accounts at first sign-in. Ask your administrator to invite you.",
        undefined,
        undefined,
        { email: identity.email },
      );
    const passwordHash = await unusablePassword();
    const session = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: identity.email, name: identity.name, passwordHash })
        .returning();
      const [membership] = await tx
        .insert(memberships)
        .values({ userId: created!.id, organisationId: connection.organisationId, role: connection.defaultRole })
        .returning();
      await recordEvent(
        tx,
        { userId: created!.id, organisationId: connection.organisationId, name: created!.name },
        {
          action: "auth.sso_account_create",
          entityType: "user",
          entityId: created!.id,
          after: { email: identity.email, name: identity.name, role: connection.defaultRole, issuer: identity.issuer },
        },
      );
      return signedIn(created!, membership!, tx);
    });
    return { ...session, next: state.next };
  }

  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organisationId, connection.organisationId)));
  if (!membership)
    throw new AppError(
      "forbidden",
      "The Clausewise account of {{email}} belongs to another organisation.",
      undefined,
      undefined,
      { email: identity.email },
    );
  if (!user.active)
    throw new AppError(
      "forbidden",
      "The account of {{email}} has been deactivated. Ask your administrator.",
      undefined,
      undefined,
      { email: identity.email },
    );
  // Two-factor stays Clausewise's own (decision 082): the provider's sign-in replaces the password only.
  if (await hasTwoFactor(db, user.id))
    return { challenge: await createSignInChallenge(db, user.id, connection.organisationId) };
  return { ...(await signedIn(user, membership)), next: state.next };
}

/** An account created by SSO has no password anyone knows: a random one, hashed (forgot-password can set one). */
const unusablePassword = () => hashPassword(randomToken());

async function acceptInvitationWithSso(
  db: Db,
  invitationId: string,
  identity: VerifiedIdentity,
  signedIn: (
    user: typeof users.$inferSelect,
    membership: typeof memberships.$inferSelect,
    tx: Db,
  ) => Promise<{ token: string; actor: Actor }>,
) {
  const passwordHash = await unusablePassword();
  return db.transaction(async (tx) => {
    // Lock the invitation row: two tabs accepting at once get one account.
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, invitationId)).for("update");
    assertUsable(row);
    if (row.email !== identity.email)
      throw new AppError(
        "forbidden",
        "You signed in at your provider as {{signedIn}}, but this invitation is for {{invited}}.",
        undefined,
        undefined,
        { signedIn: identity.email, invited: row.email },
      );
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
    if (existing)
      throw new AppError(
        "conflict",
        "{{email}} already has a Clausewise account. Sign in instead.",
        undefined,
        undefined,
        { email: row.email },
      );
    const { user, membership } = await createInvitedMember(tx, row, { name: identity.name, passwordHash });
    await recordEvent(
      tx,
      { userId: user.id, organisationId: row.organisationId, name: user.name },
      {
        action: "invitation.accept",
        entityType: "invitation",
        entityId: row.id,
        after: { userId: user.id, email: row.email, role: row.role, newAccount: true, via: "sso" },
      },
    );
    return signedIn(user, membership, tx);
  });
}
