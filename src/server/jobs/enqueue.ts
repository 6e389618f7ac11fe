import type { SendOptions } from "pg-boss";
import type { Db } from "../db/db";
import type { JobQueue } from "./job-queue";
import type { JobData, JobName } from "./job-names";

const queueKey = Symbol("clausewise.jobQueue");

type Carrier = { [queueKey]?: JobQueue; transaction: (...args: never[]) => unknown };

/**
 * Ties a database handle to its job queue, and every transaction opened on it (nested ones too), so
 * a use-case holding only `tx` can queue a job in that transaction.
 */
export function carryJobQueue<T extends object>(db: T, queue: JobQueue): T {
  const carrier = db as unknown as Carrier;
  carrier[queueKey] = queue;
  const transaction = carrier.transaction.bind(db) as (
    run: (tx: object) => Promise<unknown>,
    config?: unknown,
  ) => Promise<unknown>;
  (carrier as { transaction: unknown }).transaction = (run: (tx: object) => Promise<unknown>, config?: unknown) =>
    transaction((tx) => run(carryJobQueue(tx, queue)), config);
  return db;
}

/** The job queue of this database or transaction. */
export function jobQueueOf(db: Db): JobQueue {
  const queue = (db as unknown as Carrier)[queueKey];
  if (!queue) throw new Error("This database handle has no job queue (open it with openDatabase)");
  return queue;
}

/** Queues a background job in the caller's transaction: it runs only if the transaction commits. */
export function enqueueJob<N extends JobName>(tx: Db, name: N, data: JobData<N>, options?: SendOptions) {
  return jobQueueOf(tx).send(tx, name, data, options);
}
