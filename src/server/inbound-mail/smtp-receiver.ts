import type { FastifyBaseLogger } from "fastify";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Db } from "../db/client";
import { findInboxSite } from "../use-cases/document-inbox/inbox-address";
import { receiveInboundMail } from "../use-cases/document-inbox/receive-inbound-mail";
import { HourlyLimit } from "./rate-limit";

/** The largest message accepted (announced as SIZE; base64 makes a 10 MiB file about 13.7 MiB). */
export const MAX_INBOUND_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Most attachments one message may carry; more refuses the message (552), naming the limit. */
export const MAX_INBOUND_ATTACHMENTS = 10;
/** Most inbox addresses one message may be sent to. */
export const MAX_INBOUND_RECIPIENTS = 5;

type InboxSite = NonNullable<Awaited<ReturnType<typeof findInboxSite>>>;

const smtpError = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });

/** Over an hourly limit: 450 with the enhanced code 4.7.1, a temporary refusal the sender's server retries. */
const overLimit = (what: "sender" | "inbox") =>
  smtpError(
    450,
    what === "sender"
      ? "4.7.1 Too many messages from this sender this hour; try again later"
      : "4.7.1 Too many messages to this inbox this hour; try again later",
  );

/** The envelope sender a limit counts by: its address in lower case ("" for a bounce's empty sender). */
const senderKey = (session: SMTPServerSession) =>
  session.envelope.mailFrom ? session.envelope.mailFrom.address.trim().toLowerCase() : "";

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/**
 * The built-in SMTP receiver (decision 132): accepts mail for the sites' inbox addresses only (550 at
 * RCPT TO for any other), at most MAX_INBOUND_MESSAGE_BYTES (552), parses it with mailparser and puts
 * its attachments into each addressed site's document inbox. No AUTH (anyone on the internet may send,
 * as to any MX) and no STARTTLS (terminate TLS in a relay in front, or keep it on a private network).
 * Each envelope sender and each inbox may send `limits` messages an hour (decision 159): past that, the
 * sender is refused at MAIL FROM and the inbox at RCPT TO with 450 (4.7.1), and a message is counted
 * once its content arrives.
 */
export async function startInboundSmtp(options: {
  db: Db;
  port: number;
  host: string;
  domain: string;
  log: FastifyBaseLogger;
  limits: { senderPerHour: number; inboxPerHour: number };
}): Promise<InboundSmtp> {
  const { db, domain, log } = options;
  const recipients = new Map<string, InboxSite[]>();
  const perSender = new HourlyLimit(options.limits.senderPerHour);
  const perInbox = new HourlyLimit(options.limits.inboxPerHour);

  const server = new SMTPServer({
    name: domain,
    banner: "Clausewise document inbox",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_INBOUND_MESSAGE_BYTES,
    maxClients: 20,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onMailFrom(address, _session, callback) {
      if (!perSender.allows(address.address.trim().toLowerCase())) return callback(overLimit("sender"));
      callback();
    },
    onRcptTo(address, session, callback) {
      const sites = recipients.get(session.id) ?? [];
      if (sites.length >= MAX_INBOUND_RECIPIENTS)
        return callback(smtpError(452, `At most ${MAX_INBOUND_RECIPIENTS} inbox addresses per message`));
      findInboxSite(db, address.address, domain)
        .then((site) => {
          if (!site) return callback(smtpError(550, "No such inbox here"));
          if (!perInbox.allows(site.siteId)) return callback(overLimit("inbox"));
          if (!sites.some((s) => s.siteId === site.siteId)) sites.push(site);
          recipients.set(session.id, sites);
          callback();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "inbound mail: recipient look-up failed");
          callback(smtpError(451, "Try again later"));
        });
    },
    onData(stream, session, callback) {
      readMessage(stream)
        .then((raw) => {
          if (stream.sizeExceeded)
            throw smtpError(552, `Message larger than ${MAX_INBOUND_MESSAGE_BYTES / (1024 * 1024)} MB`);
          countMessage(session);
          return deliver(raw!, session);
        })
        .then((text) => callback(null, text))
        .catch((error: Error & { responseCode?: number }) => {
          if (!error.responseCode) {
            log.error({ err: error }, "inbound mail: delivery failed");
            return callback(smtpError(451, "Try again later"));
          }
          callback(error);
        })
        .finally(() => recipients.delete(session.id));
    },
    onClose(session) {
      recipients.delete(session.id);
    },
  });

  /**
   * Counts an arrived message against its sender and each inbox it is addressed to, or refuses it (450)
   * when one of them reached its limit meanwhile (another connection's message): checked, then counted.
   */
  function countMessage(session: SMTPServerSession) {
    const sender = senderKey(session);
    const sites = recipients.get(session.id) ?? [];
    if (!perSender.allows(sender)) throw overLimit("sender");
    if (sites.some((site) => !perInbox.allows(site.siteId))) throw overLimit("inbox");
    perSender.take(sender);
    for (const site of sites) perInbox.take(site.siteId);
  }

  /** The message's bytes, kept only up to the size limit (the rest is read and dropped). */
  function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_INBOUND_MESSAGE_BYTES) chunks.push(chunk);
      });
      stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
      stream.on("error", reject);
    });
  }

  async function deliver(raw: Buffer, session: SMTPServerSession): Promise<string> {
    const sites = recipients.get(session.id) ?? [];
    if (sites.length === 0) throw smtpError(554, "No valid recipients");
    const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
    // Files the sender attached; images embedded in the HTML body (a signature's logo) are not documents.
    const attachments = parsed.attachments.filter(
      (a) => a.contentDisposition === "attachment" || (a.filename && !a.related),
    );
    if (attachments.length === 0) throw smtpError(550, "The message has no attachment to file");
    if (attachments.length > MAX_INBOUND_ATTACHMENTS)
      throw smtpError(552, `At most ${MAX_INBOUND_ATTACHMENTS} attachments per message`);
    const from = parsed.from?.value.find((a) => a.address)?.address ?? null;
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
    let accepted = 0;
    for (const site of sites) {
      const stored = await receiveInboundMail(db, {
        site,
        envelopeFrom,
        headerFrom: from,
        subject: parsed.subject ?? null,
        attachments: attachments.map((a, index) => ({
          filename: a.filename || `attachment-${index + 1}`,
          content: a.content,
        })),
      });
      accepted += stored.filter((s) => s.status !== "discarded").length;
      log.info(
        { siteId: site.siteId, items: stored.map((s) => s.status) },
        "inbound mail: attachments put into the document inbox",
      );
    }
    return `Received: ${accepted} of ${attachments.length * sites.length} attachment(s) filed into the inbox`;
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => log.error({ err: error }, "inbound mail: SMTP server error"));
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
