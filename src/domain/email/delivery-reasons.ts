/**
 * Why an e-mail in the outbox is not (yet) delivered, as an administrator reads it on the outbox. The
 * SMTP exception itself goes to the server log only.
 */
export const emailDeliveryReasons = {
  notConfigured: "Not sent: no mail server is configured (SMTP_URL). The message waits in the outbox.",
  unreachable: "The mail server could not be reached. Sending is retried with increasing delays.",
  refused: (code: number) =>
    `The mail server refused the message (SMTP ${code}). Sending is retried with increasing delays.`,
  unexpected: "Sending failed because of an error on our side; it has been logged. Sending is retried.",
  gaveUp: (attempts: number) => `Not delivered after ${attempts} attempts. Check the mail server, then send it again.`,
} as const;

/** Statuses of an outbox message. */
export const emailStatuses = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof emailStatuses)[number];
