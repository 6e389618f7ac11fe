import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { transactionState } from "../../db/before-commit";
import type { Db } from "../../db/client";
import { organisations, searchIndexState, searchPassages } from "../../db/schema";
import { cataloguePassages, passageSources, type PassageRow, type PassageSource } from "./passage-sources";

/**
 * What the index holds and how its passages are written. Bump it when a source's passages change: the
 * next start rebuilds the whole index (`ensureSearchIndex`), which is also how an existing database is
 * backfilled.
 */
export const SEARCH_INDEX_VERSION = 3;

/** Per organisation, per source kind: the source ids written in this transaction, or "all". */
type Pending = Map<string, Map<PassageSource, Set<string> | "all">>;
const pendingKey = Symbol("clausewise.searchIndexPending");

const sourcesByEntity = new Map<string, { source: PassageSource; scope: PassageSource["entities"][string] }[]>();
for (const source of passageSources)
  for (const [entity, scope] of Object.entries(source.entities)) {
    const list = sourcesByEntity.get(entity) ?? [];
    list.push({ source, scope });
    sourcesByEntity.set(entity, list);
  }

/**
 * Index on write (decision 139): every write records an audit event in its transaction
 * (`recordEvent`), which notes the entity here; when the transaction's work is done, still inside it
 * (a before-commit hook, src/server/db/before-commit.ts), the noted sources' passages are rebuilt from
 * their rows. So the index commits or rolls back with the write, and a search right after a write finds
 * it. Outside a transaction the passages are rebuilt at once.
 */
export async function noteWrite(tx: Db, organisationId: string, entityType: string, entityId: string) {
  const targets = sourcesByEntity.get(entityType);
  if (!targets) return;
  const state = transactionState(tx);
  let pending = state?.data.get(pendingKey) as Pending | undefined;
  if (!pending) {
    pending = new Map();
    if (state) {
      state.data.set(pendingKey, pending);
      const registered = pending;
      state.hooks.push((end: Db) => flushPending(end, registered));
    }
  }
  let perOrg = pending.get(organisationId);
  if (!perOrg) pending.set(organisationId, (perOrg = new Map()));
  for (const { source, scope } of targets) {
    const current = perOrg.get(source);
    if (current === "all") continue;
    if (scope === "all") {
      perOrg.set(source, "all");
      continue;
    }
    const ids = scope === "self" ? [entityId] : await scope(tx, organisationId, entityId);
    if (!ids.length) continue;
    if (current) for (const id of ids) current.add(id);
    else perOrg.set(source, new Set(ids));
  }
  if (!state) await flushPending(tx, pending);
}

async function flushPending(tx: Db, pending: Pending) {
  while (pending.size) {
    const [organisationId, perOrg] = pending.entries().next().value!;
    pending.delete(organisationId);
    for (const [source, ids] of perOrg)
      await reindexSource(tx, organisationId, source, ids === "all" ? null : [...ids]);
  }
}

/** Replaces the passages of these sources of one kind (every one of the organisation's when ids is null). */
export async function reindexSource(db: Db, organisationId: string, source: PassageSource, ids: string[] | null) {
  const rows = await source.build(db, organisationId, ids);
  await db
    .delete(searchPassages)
    .where(
      and(
        eq(searchPassages.organisationId, organisationId),
        eq(searchPassages.kind, source.kind),
        ids ? inArray(searchPassages.sourceId, ids) : undefined,
      ),
    );
  await insertPassages(db, rows);
}

async function insertPassages(db: Db, rows: PassageRow[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(searchPassages).values(rows.slice(i, i + 500));
}

/** Rebuilds every kind of one organisation's passages (a backfill, or after a bulk import). */
export async function rebuildOrganisationIndex(db: Db, organisationId: string) {
  for (const source of passageSources) await reindexSource(db, organisationId, source, null);
}

/**
 * Brings the index to SEARCH_INDEX_VERSION on start, after the migrations: on a database whose index
 * is older (or was never built: an existing database when the index arrived), rebuilds the clause
 * catalogue's passages and every organisation's, in one transaction. Otherwise does nothing.
 */
export async function ensureSearchIndex(db: Db) {
  const [state] = await db.select().from(searchIndexState).where(eq(searchIndexState.id, 1));
  if (state?.version === SEARCH_INDEX_VERSION) return false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table search_index_state in exclusive mode`);
    const [again] = await tx.select().from(searchIndexState).where(eq(searchIndexState.id, 1));
    if (again?.version === SEARCH_INDEX_VERSION) return;
    await tx.delete(searchPassages).where(isNull(searchPassages.organisationId));
    await insertPassages(tx, cataloguePassages());
    const orgs = await tx.select({ id: organisations.id }).from(organisations);
    for (const org of orgs) await rebuildOrganisationIndex(tx, org.id);
    await tx
      .insert(searchIndexState)
      .values({ id: 1, version: SEARCH_INDEX_VERSION })
      .onConflictDoUpdate({ target: searchIndexState.id, set: { version: SEARCH_INDEX_VERSION } });
  });
  return true;
}
