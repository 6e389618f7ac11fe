import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { emailDeliveryReasons } from "../../../domain/email/delivery-reasons";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import { enqueueJob, jobQueueOf } from "../../jobs/enqueue";
import { jobQueueDefinitions } from "../../jobs/job-names";

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…; undefined: keep messages in the outbox. */
  smtpUrl: string | undefined;
  from: string;
}

type Log = { error(details: object, message: string): void };

/** The attempts pg-boss makes before giving up (the first try plus its retries). */
export const EMAIL_ATTEMPTS = (jobQueueDefinitions.email.queue.retryLimit ?? 0) + 1;

function reasonFor(error: unknown) {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  if (typeof responseCode === "number") return emailDeliveryReasons.refused(responseCode);
  if (code && ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "EGREETING"].includes(code))
    return emailDeliveryReasons.unreachable;
  return emailDeliveryReasons.unexpected;
}

/**
 * The `email` job: sends one queued outbox message over SMTP and marks it sent. A failure records the
 * reason and throws, so pg-boss retries with back-off; the last attempt marks the message failed. A
 * server that dies between the SMTP server's acceptance and the update sends it again on retry
 * (at-least-once: SMTP offers no transaction to join).
 */
export async function deliverEmail(
  db: Db,
  outboxId: string,
  attempt: { retryCount: number },
  mail: MailSettings,
  log: Log,
) {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, outboxId), eq(emailOutbox.status, "queued")));
  if (!message) return;
  if (!mail.smtpUrl) {
    await db
      .update(emailOutbox)
      .set({ lastError: emailDeliveryReasons.notConfigured })
      .where(eq(emailOutbox.id, outboxId));
    return;
  }
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  try {
    const info = await transport.sendMail({
      from: mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        messageId: info.messageId ?? null,
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: null,
      })
      .where(eq(emailOutbox.id, outboxId));
  } catch (error) {
    const last = attempt.retryCount + 1 >= EMAIL_ATTEMPTS;
    log.error({ err: error, outboxId, attempt: attempt.retryCount + 1 }, "e-mail delivery failed");
    await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        status: last ? "failed" : "queued",
        lastError: last ? emailDeliveryReasons.gaveUp(EMAIL_ATTEMPTS) : reasonFor(error),
      })
      .where(eq(emailOutbox.id, outboxId));
    throw error;
  } finally {
    transport.close();
  }
}

/**
 * Queues delivery again for every message still waiting (e.g. kept while no SMTP_URL was set). A
 * message whose job is still queued or running is skipped by the queue (one job per message).
 */
export async function requeueWaitingEmails(db: Db) {
  const waiting = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, "queued"));
  if (waiting.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const { id } of waiting) await enqueueJob(tx, "email", { outboxId: id }, { singletonKey: id });
  });
  return waiting.length;
}

/**
 * Delivers the queued messages now, in this process (API tests, where no worker runs); returns how
 * many jobs ran. `includeDelayed` also runs retries still waiting out their back-off.
 */
export const runQueuedEmails = (db: Db, mail: MailSettings, log: Log, options: { includeDelayed?: boolean } = {}) =>
  jobQueueOf(db).runQueued("email", ({ outboxId }, job) => deliverEmail(db, outboxId, job, mail, log), options);
