import { desc, eq, sql } from "drizzle-orm";
import type { AuditChange } from "../../../domain/audit-events";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema";
import type { Actor } from "../../auth/actor";
import { fullPrecisionUtc } from "./chain-sql";
import { CURRENT_HASH_VERSION, eventHash, GENESIS_HASH } from "./hash";
import { noteWrite } from "../search/index-passages";

/** Who an event is attributed to; a full Actor fits. */
export type AuditActor = Pick<Actor, "userId" | "organisationId" | "name" | "now">;

export type { AuditChange } from "../../../domain/audit-events";

/** Stored values are what gets hashed, so dates and the like are turned into JSON first. */
const toJson = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Appends one event (its action, entity and values type-checked against `AuditEvents` in
 * src/domain/audit-events.ts) to the organisation's hash chain. Call it inside the transaction of the write it
 * describes: the advisory lock serialises writers of one organisation so the chain never forks. The time
 * is the database clock's — or the actor's `now` when a trusted caller gave one (decision 075) — hashed as
 * the exact text PostgreSQL stores (microseconds; hash scheme 2).
 */
export async function recordEvent(tx: Db, actor: AuditActor, change: AuditChange) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${actor.organisationId}))`);
  // The chain head and the event's time in one round trip (read after the lock).
  const at = actor.now ? sql`${actor.now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const head = tx
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.organisationId, actor.organisationId))
    .orderBy(desc(auditEvents.seq))
    .limit(1)
    .as("head");
  const [row] = await tx
    .select({ now: fullPrecisionUtc(at), seq: head.seq, hash: head.hash })
    .from(sql`(select 1) as clock`)
    .leftJoin(head, sql`true`);
  const last = row?.seq != null && row.hash != null ? { seq: row.seq, hash: row.hash } : undefined;
  const clock = row;
  const fields = {
    organisationId: actor.organisationId,
    seq: (last?.seq ?? 0) + 1,
    actorUserId: actor.userId,
    actorName: actor.name,
    siteId: change.siteId ?? null,
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    before: toJson(change.before),
    after: toJson(change.after),
    hashVersion: CURRENT_HASH_VERSION,
    createdAtText: clock!.now,
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const { createdAtText, ...stored } = fields;
  await tx.insert(auditEvents).values({
    ...stored,
    createdAt: sql`${createdAtText}::timestamptz`,
    prevHash,
    hash: eventHash(prevHash, fields),
  });
  // The search index follows every audited write, in its transaction (decision 140).
  await noteWrite(tx, actor.organisationId, change.entityType, change.entityId);
}
