import { eq } from "drizzle-orm";
import type { DeletionRequestInput, OrganisationDeletionView } from "../../../domain/schemas/organisation-lifecycle";
import type { Actor } from "../../auth/actor";
import { verifyPassword } from "../../auth/password";
import { assertNotThrottled, clearAccountFailures, recordFailure } from "../../auth/throttle";
import { consumeSecondFactor, hasTwoFactor } from "../../auth/two-factor";
import type { Db } from "../../db/client";
import { organisationDeletions, users } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";
import { AppError, conflict, forbidden } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { queueDeletionRequestedEmails } from "./deletion-emails";
import { scheduledDeletion, toDeletionView } from "./deletion-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An administrator asks for the organisation's deletion, re-entering her password (failures count
 * against the sign-in throttle) and, with two-factor on, a current code. The purge is scheduled after the
 * grace period; every administrator is e-mailed; the request is audited — all in one transaction.
 */
export async function requestOrganisationDeletion(
  db: Db,
  actor: Actor,
  input: DeletionRequestInput & { ip: string; graceDays: number; now?: Date },
): Promise<OrganisationDeletionView> {
  if (!actor.userId) throw forbidden("Only a signed-in administrator can ask for the organisation's deletion");
  await assertNotThrottled(db, actor.email, input.ip);
  const [user] = await db
    .select({ passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user || !user.active || !(await verifyPassword(input.password, user.passwordHash))) {
    await recordFailure(db, actor.email, input.ip);
    throw new AppError("unauthenticated", "Password is incorrect. Nothing was scheduled.", {
      password: "Password is incorrect",
    });
  }
  const needsCode = await hasTwoFactor(db, actor.userId);
  if (needsCode && !input.code)
    throw new AppError("validation", "Invalid input — code: enter the code from your authenticator app", {
      code: "Enter the 6-digit code from your authenticator app",
    });
  if (!needsCode) await clearAccountFailures(db, actor.email);

  const now = input.now ?? new Date();
  const purgeAfter = new Date(now.getTime() + input.graceDays * DAY_MS);
  return db.transaction(async (tx) => {
    if (needsCode && !(await consumeSecondFactor(tx, actor.userId!, input.code!)))
      throw new AppError("unauthenticated", "The code is not valid. Nothing was scheduled.", {
        code: "The code is not valid",
      });
    if (await scheduledDeletion(tx, actor.organisationId))
      throw conflict("The organisation's deletion is already scheduled");
    const [row] = await tx
      .insert(organisationDeletions)
      .values({
        organisationId: actor.organisationId,
        requestedBy: actor.userId,
        requestedByName: actor.name,
        requestedAt: now,
        purgeAfter,
      })
      .returning();
    const notified = await queueDeletionRequestedEmails(tx, actor.organisationId, {
      requestedByName: actor.name,
      purgeAfter,
    });
    await recordEvent(tx, actor, {
      action: "organisation.deletion_request",
      entityType: "organisation",
      entityId: actor.organisationId,
      before: null,
      after: { deletionId: row!.id, purgeAfter: purgeAfter.toISOString(), notified },
    });
    await enqueueJob(tx, "organisation-purge", { deletionId: row!.id }, { startAfter: purgeAfter });
    return toDeletionView(row!);
  });
}
