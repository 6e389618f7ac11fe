import { createHash } from "node:crypto";

/** JSON with object keys sorted at every depth, so the same event always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/**
 * The hashing schemes, by `audit_events.hash_version`:
 * 1. the time as JavaScript's `toISOString()` (milliseconds) — events written before migration 0015;
 * 2. the time exactly as PostgreSQL stores it (microseconds, UTC, `2026-11-23T10:27:25.123456Z`),
 *    and the version itself inside the hashed text, so an event cannot be passed off as version 1.
 */
export const CURRENT_HASH_VERSION = 2;
export const HASH_VERSIONS = [1, 2] as const;

export interface ChainedFields {
  organisationId: string;
  seq: number;
  actorUserId: string | null;
  actorName: string;
  siteId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  hashVersion: number;
  /** The stored time at full precision, `YYYY-MM-DDTHH:MM:SS.ffffffZ` (see `createdAtText` in chain-sql). */
  createdAtText: string;
}

/** Version 1 hashed the time read back into a JavaScript Date, i.e. truncated to the millisecond. */
const millisecondText = (microText: string) => new Date(microText).toISOString();

/** hash = sha256(previous hash + canonical event), by the event's own scheme version. */
export function eventHash(prevHash: string, event: ChainedFields): string {
  const fields = {
    organisationId: event.organisationId,
    seq: event.seq,
    actorUserId: event.actorUserId,
    actorName: event.actorName,
    siteId: event.siteId,
    entityType: event.entityType,
    entityId: event.entityId,
    action: event.action,
    before: event.before,
    after: event.after,
  };
  const canonical =
    event.hashVersion === 1
      ? canonicalJson({ ...fields, createdAt: millisecondText(event.createdAtText) })
      : canonicalJson({ ...fields, createdAt: event.createdAtText, hashVersion: event.hashVersion });
  return createHash("sha256")
    .update(prevHash + canonical)
    .digest("hex");
}

export const GENESIS_HASH = "0".repeat(64);
