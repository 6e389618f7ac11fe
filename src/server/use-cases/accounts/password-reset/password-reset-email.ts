import type { Db } from "../../../db/client";
import { PASSWORD_RESET_VALID_MINUTES } from "../../../../domain/schemas/password-reset";
import { enqueueEmail } from "../../email/enqueue-email";

/**
 * Puts the reset e-mail in the outbox, in the caller's transaction. It belongs to no organisation
 * (`organisationId` null), so no administrator can read the link in the outbox and take the account over.
 */
export async function queuePasswordResetEmail(
  tx: Db,
  message: { to: string; name: string; link: string; expiresAt: Date },
) {
  await enqueueEmail(tx, {
    organisationId: null,
    to: message.to,
    subject: "Choose a new Clausewise password",
    text: [
      `Hello ${message.name},`,
      "",
      "Someone (we hope you) asked to choose a new password for your Clausewise account.",
      "",
      `Choose a new password: ${message.link}`,
      "",
      `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes (until ${message.expiresAt.toUTCString()}). Choosing a new password signs you out everywhere.`,
      "If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  });
}
