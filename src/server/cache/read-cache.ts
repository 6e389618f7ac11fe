import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import type { Actor } from "../auth/actor";

/** The channel the triggers of migration 0059 announce changes on (decision 169). */
export const CACHE_CHANNEL = "clausewise_cache";

/** How long a session stays in memory without being read again from the database. */
export const SESSION_KEEP_MS = 5_000;
/** How long a kept response lives at most: what no write changes (the clock, "today", overdue) moves within it. */
export const RESPONSE_KEEP_MS = 5_000;
const MAX_SESSIONS = 10_000;
const MAX_RESPONSES = 2_000;
/** How long a write request waits for its own announcements to come back before it drops everything kept. */
const FENCE_TIMEOUT_MS = 2_000;

export interface KeptSession {
  actor: Actor;
  lastSeenAt: number;
  expiresAt: number;
  storedAt: number;
  /** The organisation's permission version when the session was read. */
  organisationVersion: number;
}

/** A response's JSON and, made on first need, its compressed bytes per encoding (send-kept.ts). */
export interface KeptBody {
  body: string;
  encoded: Partial<Record<"zstd" | "br" | "gzip", Buffer>>;
}

interface KeptResponse {
  version: number;
  storedAt: number;
  kept: KeptBody;
}

/**
 * What one server keeps in memory between requests (decision 169): signed-in sessions by token hash and
 * whole read responses by (organisation, key) and data version. Nothing is kept while the server is not
 * listening to the database's announcements (`clausewise_cache`, sent by triggers when a transaction
 * commits), so a write by any server removes what it changed on every server: at once here (a write request
 * waits for its own announcements, see `fence`), within the notification's latency elsewhere.
 */
export class ReadCache {
  readonly #sessions = new Map<string, KeptSession>();
  readonly #responses = new Map<string, KeptResponse>();
  /** Per organisation: its data version (any write to its data) and its permission version. */
  readonly #dataVersions = new Map<string, number>();
  readonly #organisationVersions = new Map<string, number>();
  readonly #fences = new Map<string, () => void>();
  #generation = 0;
  #fenceCount = 0;
  #listening = false;
  #stop: (() => Promise<void>) | null = null;
  readonly #name = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  get enabled() {
    return this.#listening;
  }

  /** Bumped by every invalidation: a value read before a database read tells whether it may be kept. */
  get generation() {
    return this.#generation;
  }

  async start(database: Pick<Database, "listen">) {
    this.#stop = await database.listen(CACHE_CHANNEL, (payload) => this.apply(payload), {
      onLost: () => {
        this.#listening = false;
        this.clear();
      },
      onListening: () => {
        this.clear();
        this.#listening = true;
      },
    });
    this.#listening = true;
  }

  async stop() {
    this.#listening = false;
    this.clear();
    await this.#stop?.();
    this.#stop = null;
  }

  /** Forgets everything kept (a lost connection to the announcements: some may have been missed). */
  clear() {
    this.#generation++;
    this.#sessions.clear();
    this.#responses.clear();
    for (const [, release] of this.#fences) release();
    this.#fences.clear();
  }

  /** One announcement (see migration 0059). */
  apply(payload: string) {
    const kind = payload.slice(0, 2);
    const id = payload.slice(2);
    if (kind === "f:") {
      this.#fences.get(id)?.();
      this.#fences.delete(id);
      return;
    }
    this.#generation++;
    if (kind === "d:") this.#dataVersions.set(id, (this.#dataVersions.get(id) ?? 0) + 1);
    else if (kind === "o:") this.#organisationVersions.set(id, (this.#organisationVersions.get(id) ?? 0) + 1);
    else if (kind === "t:") this.#sessions.delete(id);
    else if (kind === "u:") {
      for (const [hash, kept] of this.#sessions) if (kept.actor.userId === id) this.#sessions.delete(hash);
    } else this.clear();
  }

  /**
   * Waits until this server has heard every announcement committed before now: a NOTIFY of its own,
   * delivered after them (PostgreSQL delivers in commit order). A write request calls it before answering,
   * so the next request on this server never sees what the write ended or changed.
   */
  async fence(db: Db) {
    if (!this.#listening) return;
    const id = `${this.#name}-${++this.#fenceCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.#fences.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), FENCE_TIMEOUT_MS);
    });
    try {
      await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`f:${id}`})`);
      if (!(await heard)) this.clear();
    } catch {
      // The write itself is done: its answer stands, and nothing kept here can be trusted any more.
      this.clear();
    } finally {
      clearTimeout(timer);
      this.#fences.delete(id);
    }
  }

  organisationVersion(organisationId: string) {
    return this.#organisationVersions.get(organisationId) ?? 0;
  }

  /** A kept session still valid as far as announcements go (the caller checks its clocks). */
  session(tokenHash: string): KeptSession | null {
    if (!this.#listening) return null;
    const kept = this.#sessions.get(tokenHash);
    if (!kept) return null;
    if (
      Date.now() - kept.storedAt >= SESSION_KEEP_MS ||
      kept.organisationVersion !== this.organisationVersion(kept.actor.organisationId)
    ) {
      this.#sessions.delete(tokenHash);
      return null;
    }
    return kept;
  }

  /** Keeps a session read from the database, unless an announcement came in since `generation` was read. */
  keepSession(tokenHash: string, generation: number, kept: Omit<KeptSession, "storedAt" | "organisationVersion">) {
    if (!this.#listening || generation !== this.#generation) return;
    this.#sessions.delete(tokenHash);
    this.#sessions.set(tokenHash, {
      ...kept,
      storedAt: Date.now(),
      organisationVersion: this.organisationVersion(kept.actor.organisationId),
    });
    if (this.#sessions.size > MAX_SESSIONS) this.#sessions.delete(this.#sessions.keys().next().value!);
  }

  forgetSession(tokenHash: string) {
    this.#generation++;
    this.#sessions.delete(tokenHash);
  }

  /**
   * A response body kept for `key` in the organisation while its data version holds (and at most
   * `keepMs`), or computed (and kept). The version is read before the data, so a write racing the
   * computation leaves an entry the next read (seeing the newer version) replaces.
   */
  async response(
    organisationId: string,
    key: string,
    compute: () => Promise<unknown>,
    keepMs = RESPONSE_KEEP_MS,
  ): Promise<KeptBody> {
    if (!this.#listening || keepMs <= 0) return { body: JSON.stringify(await compute()), encoded: {} };
    const id = `${organisationId}|${key}`;
    const version = this.#dataVersions.get(organisationId) ?? 0;
    const hit = this.#responses.get(id);
    if (hit && hit.version === version && Date.now() - hit.storedAt < keepMs) return hit.kept;
    const kept: KeptBody = { body: JSON.stringify(await compute()), encoded: {} };
    if (!this.#listening) return kept;
    this.#responses.delete(id);
    this.#responses.set(id, { version, storedAt: Date.now(), kept });
    if (this.#responses.size > MAX_RESPONSES) this.#responses.delete(this.#responses.keys().next().value!);
    return kept;
  }
}
