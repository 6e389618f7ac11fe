import { asc } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import { attachments, auditEvents } from "../../src/server/db/schema";

/** What a backup must bring back whole: every audit event's hash in chain order, and every file's bytes. */
export const backupSnapshot = (db: Database["db"]) =>
  Promise.all([
    db
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .orderBy(asc(auditEvents.organisationId), asc(auditEvents.seq)),
    db
      .select({ id: attachments.id, sha256: attachments.sha256, data: attachments.data })
      .from(attachments)
      .orderBy(asc(attachments.id)),
  ]);
