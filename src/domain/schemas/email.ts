import { z } from "zod";
import { emailStatuses } from "../email/delivery-reasons";

/** `GET /api/admin/outbox` filters. */
export const outboxQuerySchema = z.object({
  status: z.enum(emailStatuses, { error: "Must be queued, sent or failed" }).optional(),
  limit: z.coerce.number().int().min(1, "Must be 1–500").max(500, "Must be 1–500").default(100),
});

/** What `enqueueEmail` accepts: one message to one or more comma-separated addresses. */
export const emailMessageSchema = z.object({
  organisationId: z.uuid().nullable().optional(),
  to: z.string().trim().min(3, "Needs an address").max(2000),
  subject: z.string().trim().min(1, "Needs a subject").max(500),
  text: z.string().min(1, "Needs a text body").max(200_000),
  html: z.string().max(500_000).optional(),
});
export type EmailMessage = z.input<typeof emailMessageSchema>;

/** One message of `GET /api/admin/outbox`. */
export interface OutboxMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: import("../email/delivery-reasons").EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** `GET /api/admin/outbox`: whether a mail server is configured, and the organisation's messages. */
export interface OutboxView {
  smtpConfigured: boolean;
  messages: OutboxMessageView[];
}
