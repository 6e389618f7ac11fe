import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { enqueueEmail } from "../email/enqueue-email";
import type { SignedCheckpoint } from "./checkpoint";

/**
 * Puts a signed checkpoint in each active administrator's mailbox, in the transaction that stores it:
 * a copy that whoever rewrites the database cannot reach. The text is the checkpoint's JSON line, the
 * same as in the checkpoint file, so `audit:verify --checkpoints` can read a file made of them.
 */
export async function emailCheckpoint(tx: Db, checkpoint: SignedCheckpoint) {
  const admins = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, checkpoint.organisationId),
        eq(memberships.role, "admin"),
        eq(users.active, true),
      ),
    );
  for (const admin of admins)
    await enqueueEmail(tx, {
      organisationId: checkpoint.organisationId,
      to: admin.email,
      subject: `Clausewise audit trail checkpoint #${checkpoint.seq}`,
      text: [
        `The audit trail of your organisation was signed at event #${checkpoint.seq} (${checkpoint.signedAt}).`,
        "Keep this e-mail: it lets `npm run audit:verify --checkpoints` prove the trail was not rewritten.",
        "",
        JSON.stringify(checkpoint),
      ].join("\n"),
    });
}
