import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as received (headers and body, RFC 5322). */
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process (the `smtp-server` package) that keeps what it receives. */
export async function startSmtpReceiver(port?: number): Promise<SmtpReceiver> {
  const listenOn = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenOn, "127.0.0.1", () => resolve());
  });
  return {
    port: listenOn,
    url: `smtp://127.0.0.1:${listenOn}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message decoded by `mailparser`: subject and text body as the recipient reads them. */
export async function readMail(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject ?? "", text: parsed.text ?? "", html: parsed.html || "" };
}
