import { emailMessageSchema, type EmailMessage } from "../../../domain/schemas/email";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";

/**
 * Puts an e-mail in the outbox inside the caller's transaction and queues its delivery: the message
 * exists, and will be sent, exactly when that transaction commits. Returns the outbox id.
 */
export async function enqueueEmail(tx: Db, message: EmailMessage) {
  const { organisationId, to, subject, text, html } = emailMessageSchema.parse(message);
  const [row] = await tx
    .insert(emailOutbox)
    .values({ organisationId: organisationId ?? null, to, subject, text, html: html ?? null })
    .returning({ id: emailOutbox.id });
  await enqueueJob(tx, "email", { outboxId: row!.id }, { singletonKey: row!.id });
  return row!.id;
}
