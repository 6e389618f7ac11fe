import pg from "pg";

/**
 * A pg Client that sends one query at a time. Code that runs queries concurrently on one transaction
 * (`Promise.all` over `tx`, as the evidence pack's sources do inside the demo seed) would otherwise hand
 * pg a second query while the first runs, which pg 8 queues with a deprecation warning and pg 9 refuses.
 * Queries on a pool still run in parallel on different connections.
 */
export class SerialClient extends pg.Client {
  #tail: Promise<unknown> = Promise.resolve();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads; arguments pass through unchanged
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    // Callback or submittable forms (pg-cursor, COPY streams): pg's own order applies, as before.
    if (typeof last === "function" || typeof args[0]?.submit === "function")
      return (super.query as (...a: unknown[]) => unknown)(...args);
    const run = this.#tail.then(() => (super.query as (...a: unknown[]) => Promise<unknown>)(...args));
    this.#tail = run.catch(() => undefined);
    return run;
  }
}
