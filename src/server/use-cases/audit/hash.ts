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
  createdAt: Date;
}

/** hash = sha256(previous hash + canonical event). */
export function eventHash(prevHash: string, event: ChainedFields): string {
  const canonical = canonicalJson({
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
    createdAt: event.createdAt.toISOString(),
  });
  return createHash("sha256")
    .update(prevHash + canonical)
    .digest("hex");
}

export const GENESIS_HASH = "0".repeat(64);
