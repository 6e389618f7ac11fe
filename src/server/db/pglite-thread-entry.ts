/**
 * The embedded database's thread (decision 185): opens PGlite and runs the statements of every port attached
 * to it (`PgliteHost`), the server's thread's first. The bundled server ships it as dist/server/pglite-thread.js
 * (scripts/build-server.mjs).
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { openPglite } from "./pglite";
import { PgliteHost, type PortPriority } from "./pglite-port";

type Command = { attach: MessagePort; priority: PortPriority } | { close: true };

const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: Blob };
const port = parentPort!;

try {
  const client = await openPglite(dataDir, loadDataDir ? { loadDataDir } : {});
  const host = new PgliteHost(client);
  port.on("message", (command: Command) => {
    if ("attach" in command) host.attach(command.attach, command.priority);
    else
      void host.close().then(
        () => port.postMessage({ closed: true }),
        (error: Error) => port.postMessage({ closed: true, failure: error.message }),
      );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failure: (error as Error).message });
}
