import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { OutboxView, outboxQuerySchema } from "../../../domain/schemas/email";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

/** The organisation's e-mails, newest first: what was sent, what waits and why. */
export async function listOutbox(
  db: Db,
  actor: Actor,
  query: z.output<typeof outboxQuerySchema>,
  smtpConfigured: boolean,
): Promise<OutboxView> {
  const conditions = [eq(emailOutbox.organisationId, actor.organisationId)];
  if (query.status) conditions.push(eq(emailOutbox.status, query.status));
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(...conditions))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(query.limit);
  return {
    smtpConfigured,
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
