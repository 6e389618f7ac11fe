import { eq, max } from "drizzle-orm";
import type { OverviewView } from "../../../domain/schemas/overview";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema";

/**
 * The overview of a site, kept between reads while nothing in its organisation changed (decision 131).
 *
 * Every write to a site's data writes an audit event in the same transaction, so the organisation's
 * latest audit sequence number is a version of its data: a read asks the database for it (one index
 * lookup) and reuses the overview computed at that version. What no write changes — the clock (a log
 * becoming missing at its due time, a deadline passing, the day turning) and the daily snapshots the
 * trends compare against — is bounded by the time an entry lives (`OVERVIEW_KEEP_SECONDS`). Each database gets its own cache, and
 * every server instance asks the database, so a write on one instance is seen by the others' next read.
 */
const MAX_ENTRIES = 500;

type Entry = { version: number; storedAt: number; view: OverviewView };
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The organisation's data version: its latest audit sequence number (`audit_events_org_seq` index). */
async function dataVersion(db: Db, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ version: max(auditEvents.seq) })
    .from(auditEvents)
    .where(eq(auditEvents.organisationId, organisationId));
  return row?.version ?? 0;
}

export async function cachedOverview(
  db: Db,
  organisationId: string,
  { key, keepSeconds }: { key: string; keepSeconds: number },
  compute: () => Promise<OverviewView>,
): Promise<OverviewView> {
  if (keepSeconds === 0) return compute();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = await dataVersion(db, organisationId);
  const id = `${organisationId}|${key}`;
  const hit = cache.get(id);
  if (hit && hit.version === version && Date.now() - hit.storedAt < keepSeconds * 1000) {
    // Map order is insertion order: re-inserting keeps the most recently read entries last.
    cache.delete(id);
    cache.set(id, hit);
    return hit.view;
  }
  // The version is read before the data, so a write racing this read leaves an entry that the next read
  // (seeing the newer version) replaces — never a newer version labelled with stale data.
  const view = await compute();
  cache.delete(id);
  cache.set(id, { version, storedAt: Date.now(), view });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return view;
}
