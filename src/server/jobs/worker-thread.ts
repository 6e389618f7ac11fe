import { MessageChannel, Worker, type MessagePort } from "node:worker_threads";
import { servePgliteOn } from "../db/pglite-port";
import type { DatabaseSource, ThreadDatabase } from "../db/thread-database";

type Reply = { id: number; result: unknown } | { id: number; error: { message: string; stack?: string } };

/** Whether this module runs from its TypeScript source (tsx, Vitest) rather than the bundle. */
const fromSource = import.meta.url.endsWith(".ts");

/**
 * A worker thread that runs one kind of job's heavy work off the server's event loop (decision 174),
 * reading the same database: on PostgreSQL through a connection of its own, on PGlite through a port
 * whose statements the server's thread runs. Started on first use and kept between tasks (a thread start
 * costs more than most tasks), ended after `idleMs` without one so its memory goes back; an idle thread
 * never keeps the process alive; `stop` ends it.
 */
export class WorkerThread {
  #worker: Worker | null = null;
  #idle: NodeJS.Timeout | undefined;
  #next = 0;
  /** Tasks under way, each with the thread it was sent to: a thread that ends fails only its own tasks. */
  readonly #pending = new Map<
    number,
    { worker: Worker; resolve: (result: unknown) => void; reject: (error: Error) => void }
  >();

  /** `entry`: the thread's module, as a project path to its source and to its bundled file. */
  constructor(
    private readonly entry: { source: string; bundled: string },
    private readonly source: DatabaseSource,
    private readonly idleMs = 60_000,
  ) {}

  /** Runs one task in the thread; resolves to what the thread replied (its buffers moved, not copied). */
  run<T>(task: object): Promise<T> {
    clearTimeout(this.#idle);
    const worker = this.#started();
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { worker, resolve: resolve as (result: unknown) => void, reject });
      worker.ref(); // a task under way keeps the process alive until its reply
      worker.postMessage({ id, task });
    });
  }

  /** Whether the thread is up (started and not yet ended). */
  get running() {
    return this.#worker !== null;
  }

  async stop() {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    let database: ThreadDatabase;
    const transferList = [];
    let serverPort: MessagePort | null = null;
    if ("url" in this.source) database = { url: this.source.url };
    else {
      const { port1, port2 } = new MessageChannel();
      servePgliteOn(this.source.pglite, port1);
      port1.unref(); // the server's end of the port never keeps the process alive
      serverPort = port1;
      database = { pglite: port2 };
      transferList.push(port2);
    }
    const worker = new Worker(fromSource ? this.entry.source : this.entry.bundled, {
      workerData: { database },
      transferList,
      execArgv: fromSource ? ["--import", "tsx"] : [],
    });
    worker.on("message", (reply: Reply) => {
      const task = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) {
        worker.unref();
        clearTimeout(this.#idle);
        this.#idle = setTimeout(() => {
          if (this.#pending.size === 0 && this.#worker === worker) void this.stop();
        }, this.idleMs).unref();
      }
      if ("error" in reply) task?.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      else task?.resolve(reply.result);
    });
    // An idle thread that was stopped can end after the next task went to its successor: that task is not its own.
    const failAll = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const [id, task] of this.#pending)
        if (task.worker === worker) {
          this.#pending.delete(id);
          task.reject(error);
        }
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => {
      serverPort?.close();
      failAll(new Error(`worker thread exited with code ${code}`));
    });
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}
