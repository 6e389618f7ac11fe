import { z } from "zod";
import type { Message } from "../i18n/message";

/** A site's document inbox (decision 132): statuses, sources and what the API answers and accepts. */
export const inboxStatuses = ["new", "held", "filed", "discarded"] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxSources = ["upload", "email"] as const;
export type InboxSource = (typeof inboxSources)[number];

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const inboxListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(inboxStatuses, { error: "Unknown status" }).optional()),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

export const inboxItemParams = z.object({ id: z.uuid("Not a valid id") });

export const fileToRecordSchema = z.object({
  recordId: z.uuid({ error: "Choose a record" }),
});
export const fileToLibrarySchema = z.object({
  sopId: z.uuid({ error: "Choose an SOP" }),
});
const reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(3, "Give a reason (at least 3 characters)")
  .max(500, "Keep the reason under 500 characters");
export const discardInboxItemSchema = z.object({ reason });
export const approveSenderSchema = z.object({
  /** Also remember the sender: her later mail to the organisation's inboxes is not held. */
  rememberSender: z.boolean({ error: "Say whether to remember the sender" }).default(false),
});
export const rejectSenderSchema = z.object({ reason });

export interface InboxItemView {
  id: string;
  source: InboxSource;
  status: InboxStatus;
  originalName: string;
  contentType: string | null;
  size: number;
  /** Whether the file is stored (a refused attachment has none). */
  hasFile: boolean;
  /** Why an e-mailed attachment was refused, in the reader's language. */
  refusal: string | null;
  senderEmail: string | null;
  subject: string | null;
  receivedAt: string;
  uploadedByName: string | null;
  triagedByName: string | null;
  triagedAt: string | null;
  filedTo: { type: "monitoring_record" | "sop"; id: string } | null;
  discardReason: string | null;
}

export interface InboxListView {
  /** The site's inbound e-mail address, or null when the server receives no e-mail. */
  address: string | null;
  /** Whether this server receives e-mail (SMTP_INBOUND_PORT is set). */
  receivesEmail: boolean;
  items: InboxItemView[];
}

/** The refusal stored with an e-mailed attachment that was not accepted. */
export type InboxRefusal = Message;
