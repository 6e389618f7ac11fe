import { MessageChannel, Worker } from "node:worker_threads";
import { projectPath } from "../project-path";
import { pgliteThroughPort, type PgliteClient, type PortPriority } from "./pglite-port";

/** Whether this module runs from its TypeScript source (tsx, Vitest) rather than the bundle. */
const fromSource = import.meta.url.endsWith(".ts");

/**
 * The embedded database, opened in a thread of its own (decision 185). `client` is the server's thread's,
 * whose statements run first; `connect` gives a job thread a port of its own, whose statements are
 * background work.
 */
export class PgliteThread {
  readonly client: PgliteClient;

  private constructor(private readonly worker: Worker) {
    this.client = pgliteThroughPort(this.connect("server"));
    // Its ports close with it, failing the statements under way; said here, not thrown at the process.
    worker.on("error", (error) => console.error("The embedded database's thread failed:", error));
  }

  /** PGlite under `dataDir` (in memory when absent), or loaded from a dump (`dumpDataDir`). */
  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const worker = new Worker(
      projectPath(fromSource ? "src/server/db/pglite-thread-entry.ts" : "dist/server/pglite-thread.js"),
      { workerData: options, execArgv: fromSource ? ["--import", "tsx"] : [] },
    );
    worker.unref(); // the open ports keep it up while a statement is under way
    const opened = await new Promise<{ ready?: true; failure?: string }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the embedded database's thread exited with code ${code}`)));
    });
    if (opened.failure) {
      await worker.terminate();
      throw new Error(opened.failure);
    }
    return new PgliteThread(worker);
  }

  /** A new port to the database; its statements run with `priority`. The caller owns it. */
  connect(priority: PortPriority) {
    const { port1, port2 } = new MessageChannel();
    this.worker.postMessage({ attach: port1, priority }, [port1]);
    return port2;
  }

  #closed: Promise<void> | undefined;

  /** Closes PGlite (its files synced) and ends the thread; once, however often it is asked. */
  close() {
    return (this.#closed ??= this.#close());
  }

  async #close() {
    this.worker.ref();
    const closed = new Promise<{ failure?: string }>((resolve) => {
      this.worker.once("message", resolve);
      this.worker.once("exit", () => resolve({})); // it had failed already
    });
    this.worker.postMessage({ close: true });
    const { failure } = await closed;
    this.client.close();
    await this.worker.terminate();
    if (failure) throw new Error(failure);
  }
}
