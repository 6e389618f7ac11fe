import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents, organisations } from "../../db/schema";
import { eventHash, GENESIS_HASH } from "./hash";

export interface ChainBreak {
  organisationId: string;
  seq: number;
  eventId: string;
  reason: string;
}

/** Recomputes every organisation's chain; returns the first event that does not match in each. */
export async function verifyAuditChains(db: Db): Promise<{ checked: number; breaks: ChainBreak[] }> {
  const orgs = await db.select({ id: organisations.id }).from(organisations);
  const breaks: ChainBreak[] = [];
  let checked = 0;
  for (const org of orgs) {
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, org.id))
      .orderBy(asc(auditEvents.seq));
    let prevHash = GENESIS_HASH;
    for (const [index, event] of events.entries()) {
      checked++;
      const expectedSeq = index + 1;
      const reason =
        event.seq !== expectedSeq
          ? `sequence gap: expected ${expectedSeq}, found ${event.seq}`
          : event.prevHash !== prevHash
            ? "previous hash does not match the event before it"
            : event.hash !== eventHash(prevHash, event)
              ? "content does not match its hash (the event was altered)"
              : null;
      if (reason) {
        breaks.push({ organisationId: org.id, seq: event.seq, eventId: event.id, reason });
        break;
      }
      prevHash = event.hash;
    }
  }
  return { checked, breaks };
}
