import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";

/**
 * Writes the invitation e-mail in the caller's transaction. Until the e-mail outbox exists this is the
 * one place to connect it; the admin copies the link meanwhile.
 */
export async function queueInvitationEmail(
  tx: Db,
  actor: Actor,
  message: { email: string; roleLabel: string; link: string; expiresAt: Date },
) {
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  return {
    to: message.email,
    subject: `${actor.name} invited you to ${organisation?.name ?? "Clausewise"} on Clausewise`,
    text: [
      `${actor.name} invited you to join ${organisation?.name ?? "their organisation"} on Clausewise as ${message.roleLabel}.`,
      "",
      `Accept the invitation: ${message.link}`,
      "",
      `The link works once and until ${message.expiresAt.toUTCString()}.`,
    ].join("\n"),
  };
}
