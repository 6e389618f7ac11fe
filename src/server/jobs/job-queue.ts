import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from "pg-boss";
import type { Db } from "../db/db";
import { jobQueueDefinitions, type JobData, type JobName } from "./job-names";
import { WorkerThread } from "./worker-thread";
import type { DatabaseSource } from "../db/thread-database";

/** Where the queue's tables live: the same database as the application's. */
export type JobQueueSource = DatabaseSource;

export interface JobQueueOptions {
  /**
   * Watch running jobs and scheduled ones: a job whose worker stopped sending heartbeats is retried
   * by another instance. Off only in API tests, which drain the queue themselves.
   */
  supervise?: boolean;
  /** A job whose worker is silent this long is taken to have died with its server (pg-boss minimum: 10). */
  heartbeatSeconds?: number;
}

export type JobHandler<N extends JobName> = (
  data: JobData<N>,
  job: { id: string; retryCount: number },
) => Promise<void>;

export interface JobLogger {
  error(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/**
 * The PostgreSQL job queue (pg-boss) of one database. On PostgreSQL pg-boss keeps its own small pool
 * and a LISTEN connection, so a job sent by any instance wakes the workers of every instance. On
 * PGlite it runs through pg-boss's PGlite adapter, in this process, on the same single connection.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #embedded: boolean;
  readonly #workers = new Map<string, string[]>();
  #started: Promise<void> | null = null;
  #stopping = false;
  readonly #threads = new Map<string, WorkerThread>();

  constructor(
    private readonly source: JobQueueSource,
    options: JobQueueOptions = {},
  ) {
    const heartbeat = Math.max(10, options.heartbeatSeconds ?? 30);
    // Look for silent workers a few times per heartbeat so a dead instance's jobs move on quickly.
    const interval = Math.max(1, Math.floor(heartbeat / 3));
    const supervise = options.supervise ?? true;
    const common = {
      schema: "pgboss",
      supervise,
      schedule: supervise,
      superviseIntervalSeconds: interval,
      monitorIntervalSeconds: interval,
      registerInstance: false,
      openTelemetry: { enabled: false },
    };
    this.#embedded = "pglite" in source;
    this.#boss =
      "pglite" in source
        ? new PgBoss({ ...common, db: fromPglite(source.pglite), backend: "pglite" })
        : new PgBoss({ ...common, connectionString: source.url, max: 4, useListenNotify: true });
    this.heartbeatSeconds = heartbeat;
    // pg-boss emits its pool's errors; an 'error' event nobody listens to is thrown by Node. A connection
    // ended under the queue while it stops (e.g. its database dropped) is expected; any other error is
    // printed until the app's logger listens (onError).
    this.#boss.on("error", (error) => {
      if (!this.#stopping && this.#boss.listenerCount("error") === 1) console.error("job queue error:", error);
    });
  }

  readonly heartbeatSeconds: number;

  /** Installs or upgrades pg-boss's schema and creates every queue (idempotent; part of migrating). */
  install(): Promise<void> {
    this.#started ??= (async () => {
      await this.#boss.start();
      const existing = new Set((await this.#boss.getQueues()).map((q) => q.name));
      for (const [name, definition] of Object.entries(jobQueueDefinitions)) {
        const { policy, retryDelayMax: _max, ...updatable } = definition.queue;
        if (existing.has(name)) await this.#boss.updateQueue(name, { ...updatable, notify: !this.#embedded });
        else
          await this.#boss.createQueue(name, {
            ...definition.queue,
            ...(policy ? { policy } : {}),
            heartbeatSeconds: this.heartbeatSeconds,
            notify: !this.#embedded,
          });
      }
    })();
    return this.#started;
  }

  /** Queues a job inside the caller's transaction: it exists exactly when the transaction commits. */
  async send<N extends JobName>(tx: Db, name: N, data: JobData<N>, options: SendOptions = {}) {
    const id = await this.#boss.send(name, data as object, {
      ...options,
      db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
    });
    // PostgreSQL wakes every instance's workers by NOTIFY at commit. PGlite has one connection, so a
    // local worker woken now waits for this transaction to end before its fetch runs.
    if (this.#embedded) for (const worker of this.#workers.get(name) ?? []) this.#boss.notifyWorker(worker);
    return id;
  }

  /** Runs `handler` for the queue's jobs in this process, one at a time, heartbeating while it works. */
  async work<N extends JobName>(name: N, handler: JobHandler<N>, log: JobLogger) {
    const definition = jobQueueDefinitions[name];
    // Named once pg-boss answers; a job finished before then has nothing to wake.
    let workerId = "";
    workerId = await this.#boss.work<JobData<N>>(
      name,
      {
        localConcurrency: definition.concurrency,
        pollingIntervalSeconds: 1,
        notifyPollingIntervalSeconds: 5,
      },
      async ([job]) => {
        const about = { job: { name, id: job!.id, retryCount: job!.retryCount, data: job!.data } };
        log.debug(about, "background job started");
        try {
          await handler(job!.data, job!);
        } catch (error) {
          log.error({ err: error, ...about }, "background job failed");
          throw error;
        }
        log.debug(about, "background job finished");
        // Look for the next job at once: with NOTIFY on, pg-boss would otherwise wait its backstop poll
        // (5 s) before the next of many queued jobs, since their NOTIFYs came while this one ran.
        if (workerId) this.#boss.notifyWorker(workerId);
      },
    );
    this.#workers.set(name, [...(this.#workers.get(name) ?? []), workerId]);
    return workerId;
  }

  /** Schedules `name` by a cron expression (UTC); every instance may ask, pg-boss keeps one schedule. */
  async schedule<N extends JobName>(name: N, cron: string, data: JobData<N>) {
    await this.#boss.schedule(name, cron, data as object, { tz: "UTC" });
  }

  /** Stops fetching new jobs and waits for the running ones to finish. */
  async stopWorkers() {
    for (const name of this.#workers.keys()) await this.#boss.offWork(name, { wait: true });
    this.#workers.clear();
  }

  /**
   * Runs the queue's ready jobs in this process now, one by one, and returns how many ran. API tests
   * use it where a server would run workers; `includeDelayed` also runs retries still backing off.
   */
  async runQueued<N extends JobName>(name: N, handler: JobHandler<N>, options: { includeDelayed?: boolean } = {}) {
    let count = 0;
    for (;;) {
      const [job] = await this.#boss.fetch<JobData<N>>(name, { ignoreStartAfter: options.includeDelayed ?? false });
      if (!job) return count;
      count++;
      try {
        await handler(job.data, job);
        await this.#boss.complete(name, job);
      } catch (error) {
        await this.#boss.fail(name, job, { message: (error as Error).message });
      }
    }
  }

  /** The queue's jobs in every state, oldest first (tests and the admin's view of the outbox). */
  findJobs<N extends JobName>(name: N) {
    return this.#boss.findJobs<JobData<N>>(name);
  }

  /**
   * The worker thread of this database that runs `entry` (decision 174): one per entry, started on first
   * use, stopped with the queue. `entry`: project paths to its TypeScript source and its bundled file;
   * `idleMs` (when it is first asked for): how long it is kept without a task.
   */
  thread(entry: { source: string; bundled: string }, options: { idleMs?: number } = {}): WorkerThread {
    let thread = this.#threads.get(entry.source);
    if (!thread) this.#threads.set(entry.source, (thread = new WorkerThread(entry, this.source, options.idleMs)));
    return thread;
  }

  async stop() {
    this.#stopping = true;
    if (this.#started) {
      await this.#started.catch(() => {});
      await this.#boss.stop({ graceful: true, timeout: 10_000 });
    }
    // After the running jobs, which may be waiting on a thread.
    await Promise.all([...this.#threads.values()].map((thread) => thread.stop()));
  }

  /** Listens for pg-boss's own errors (e.g. a lost connection) so they are logged, never thrown. */
  onError(listener: (error: Error) => void) {
    this.#boss.on("error", listener);
  }
}
