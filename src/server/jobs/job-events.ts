import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";

/** What a background job tells the screens: a row of some kind changed its state. */
export interface JobEvent {
  organisationId: string;
  /** e.g. `evidence_pack` */
  entityType: string;
  entityId: string;
  siteId: string | null;
  /** e.g. `ready`, `failed` */
  status: string;
  /** A job that reports stages (document audits): the stage it is in and its progress, 0–1. */
  stage?: string | null;
  progress?: number;
}

const channel = "clausewise_job_events";

/**
 * Announces a job's progress inside its transaction (PostgreSQL NOTIFY): every server on the database
 * hears it when, and only if, the transaction commits, whichever server ran the job.
 */
export async function publishJobEvent(tx: Db, event: JobEvent) {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(event)})`);
}

/** One LISTEN per server, fanned out to the server's subscribers (the event streams of signed-in users). */
export class JobEventHub {
  readonly #emitter = new EventEmitter();
  #stop: (() => Promise<void>) | null = null;

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  async start(database: Pick<Database, "listen">) {
    this.#stop = await database.listen(channel, (payload) => {
      let event: JobEvent;
      try {
        event = JSON.parse(payload) as JobEvent;
      } catch {
        return;
      }
      this.#emitter.emit("event", event);
    });
  }

  subscribe(listener: (event: JobEvent) => void) {
    this.#emitter.on("event", listener);
    return () => void this.#emitter.off("event", listener);
  }

  async stop() {
    await this.#stop?.();
    this.#stop = null;
  }
}
