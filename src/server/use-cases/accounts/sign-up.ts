import { eq } from "drizzle-orm";
import { passwordProblem } from "../../../domain/accounts/password-rules";
import { message } from "../../../domain/i18n/message";
import type { SignUpInput } from "../../../domain/schemas/auth";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import { hashPassword } from "../../auth/password";
import { createSession, type SessionPolicy } from "../../auth/sessions";
import { countAttempt } from "../../auth/throttle";
import type { Db } from "../../db/client";
import { memberships, organisations, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { conflict, invalidField } from "../../errors";

/** New organisations per address per hour: enough for a team trying things, not for a script. */
const signUpLimit = {
  limit: 5,
  windowMinutes: 60,
  message: message("Too many sign-ups from this address. Try again later."),
};

const emailTaken = () =>
  conflict("An account with this e-mail already exists. Sign in instead, or use another e-mail.");

/**
 * Creates an organisation with its first administrator and signs her in. The organisation starts
 * empty: no sites, no demo rows.
 */
export async function signUp(db: Db, input: SignUpInput & { ip: string; userAgent?: string; policy: SessionPolicy }) {
  const problem = await passwordProblem(input.password, [input.email, input.name, input.organisationName]);
  if (problem) throw invalidField("password", problem);
  // Counted before the e-mail check: an address cannot probe which e-mails have accounts without limit.
  await countAttempt(db, `signup:${input.ip}`, signUpLimit);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);

  try {
    return await db.transaction(async (tx) => {
      const [organisation] = await tx.insert(organisations).values({ name: input.organisationName }).returning();
      const [user] = await tx.insert(users).values({ email: input.email, name: input.name, passwordHash }).returning();
      await tx.insert(memberships).values({ userId: user!.id, organisationId: organisation!.id, role: "admin" });
      const session = await createSession(tx, {
        userId: user!.id,
        organisationId: organisation!.id,
        ip: input.ip,
        userAgent: input.userAgent,
        policy: input.policy,
      });
      const actor: Actor = {
        userId: user!.id,
        organisationId: organisation!.id,
        name: user!.name,
        email: user!.email,
        role: "admin",
        restrictedSiteIds: null,
        currentSiteId: null,
        sessionTokenHash: session.tokenHash,
      };
      await recordEvent(tx, actor, {
        action: "organisation.create",
        entityType: "organisation",
        entityId: organisation!.id,
        after: { name: organisation!.name, firstAdmin: { id: user!.id, email: user!.email, name: user!.name } },
      });
      await recordEvent(tx, actor, {
        action: "auth.sign_in",
        entityType: "user",
        entityId: user!.id,
        after: { ip: input.ip },
      });
      return { token: session.token, actor };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
