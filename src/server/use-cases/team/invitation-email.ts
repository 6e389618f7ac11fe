import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";
import { enqueueEmail } from "../email/enqueue-email";

/** Puts the invitation e-mail in the outbox, in the caller's transaction: it is sent only if that commits. */
export async function queueInvitationEmail(
  tx: Db,
  actor: Actor,
  message: { email: string; roleLabel: string; link: string; expiresAt: Date },
) {
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  const organisationName = organisation?.name ?? "your organisation";
  await enqueueEmail(tx, {
    organisationId: actor.organisationId,
    to: message.email,
    subject: `${actor.name} invited you to ${organisationName} on Clausewise`,
    text: [
      `${actor.name} invited you to join ${organisationName} on Clausewise as ${message.roleLabel}.`,
      "",
      `Accept the invitation: ${message.link}`,
      "",
      `The link works once, until ${message.expiresAt.toUTCString()}. If you did not expect it, ignore this e-mail.`,
    ].join("\n"),
  });
}
