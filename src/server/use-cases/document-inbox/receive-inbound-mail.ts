import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { checkUpload, uploadPolicies } from "../../../domain/files/file-types";
import { storedFileName } from "../../../domain/files/stored-file-name";
import { englishText, type Message } from "../../../domain/i18n/message";
import type { Db } from "../../db/client";
import { inboxApprovedSenders, inboxItems, memberships, users } from "../../db/schema";
import { recordEvent, type AuditActor } from "../audit/record-event";

export interface InboundAttachment {
  filename: string;
  content: Buffer;
}

export interface InboundMail {
  site: { siteId: string; organisationId: string };
  /** The SMTP envelope's MAIL FROM (may be empty for a bounce). */
  envelopeFrom: string;
  /** The address in the message's From header. */
  headerFrom: string | null;
  subject: string | null;
  attachments: InboundAttachment[];
  /** When the message arrived (default: the database's clock). */
  receivedAt?: Date;
}

/** The name the audit trail gives the receiver (no user acts). */
export const INBOUND_MAIL_ACTOR_NAME = "Inbound e-mail";

const normalise = (address: string | null | undefined) => (address ?? "").trim().toLowerCase();

/**
 * Whether mail from this address goes straight into the inbox: an active member of the organisation or a
 * sender an administrator approved. The From header is not authenticated (decision 132): a message whose
 * envelope sender differs from its From header is never trusted, and the held state is the guard.
 */
async function isKnownSender(tx: Db, organisationId: string, mail: InboundMail): Promise<boolean> {
  const from = normalise(mail.headerFrom);
  if (!from) return false;
  if (normalise(mail.envelopeFrom) !== from) return false;
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(eq(sql`lower(${users.email})`, from), eq(memberships.organisationId, organisationId), eq(users.active, true)),
    )
    .limit(1);
  if (member) return true;
  const [approved] = await tx
    .select({ id: inboxApprovedSenders.id })
    .from(inboxApprovedSenders)
    .where(and(eq(inboxApprovedSenders.organisationId, organisationId), eq(inboxApprovedSenders.email, from)))
    .limit(1);
  return Boolean(approved);
}

/**
 * Puts the attachments of one message into a site's inbox (decision 132), in one transaction with an
 * `inbox_item.receive` event each: allowed files as `new` (a known sender) or `held` (anyone else); a
 * file refused by the upload rules (type by its bytes, name, 10 MiB) is recorded as `discarded` with its
 * reason and without its bytes, so nothing is dropped silently.
 */
export async function receiveInboundMail(db: Db, mail: InboundMail) {
  const actor: AuditActor = {
    userId: null,
    organisationId: mail.site.organisationId,
    name: INBOUND_MAIL_ACTOR_NAME,
    now: mail.receivedAt,
  };
  const senderEmail = normalise(mail.headerFrom) || normalise(mail.envelopeFrom) || null;
  const subject = mail.subject?.slice(0, 500) ?? null;
  return db.transaction(async (tx) => {
    const known = await isKnownSender(tx, mail.site.organisationId, mail);
    const stored: { id: string; status: "new" | "held" | "discarded"; refusal: Message | null }[] = [];
    for (const attachment of mail.attachments) {
      const filename = storedFileName(attachment.filename);
      const check = checkUpload(attachment.content, filename, uploadPolicies.inbox);
      const status = !check.ok ? "discarded" : known ? "new" : "held";
      const sha256 = check.ok ? createHash("sha256").update(attachment.content).digest("hex") : null;
      const [row] = await tx
        .insert(inboxItems)
        .values({
          organisationId: mail.site.organisationId,
          siteId: mail.site.siteId,
          source: "email",
          status,
          originalName: filename,
          contentType: check.ok ? check.contentType : null,
          size: attachment.content.length,
          sha256,
          data: check.ok ? attachment.content : null,
          refusal: check.ok ? null : check.reason,
          senderEmail,
          subject,
          ...(mail.receivedAt ? { receivedAt: mail.receivedAt } : {}),
        })
        .returning({ id: inboxItems.id });
      await recordEvent(tx, actor, {
        action: "inbox_item.receive",
        entityType: "inbox_item",
        entityId: row!.id,
        siteId: mail.site.siteId,
        after: {
          source: "email",
          status,
          originalName: filename,
          contentType: check.ok ? check.contentType : null,
          size: attachment.content.length,
          sha256,
          senderEmail,
          subject,
          refusal: check.ok ? null : englishText(check.reason),
        },
      });
      stored.push({ id: row!.id, status, refusal: check.ok ? null : check.reason });
    }
    return stored;
  });
}
