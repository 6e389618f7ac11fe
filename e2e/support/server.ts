import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Bundles the server (dist/server/main.js) from the current sources; the e2e set-up calls it once. */
export function buildServerBundle() {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("could not bundle the server (scripts/build-server.mjs)");
}

/**
 * Starts the real server (built web app, compiled server bundle, migrations, demo seed) on a free
 * port with a temporary DATA_DIR, exactly as `npm start` serves it, and waits until /api/health answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync("dist/web/index.html"))
    throw new Error("dist/web is missing: run `npm run build` first (npm run test:e2e does)");
  if (!fs.existsSync("dist/server/main.js"))
    throw new Error("dist/server/main.js is missing: run `npm run build` first (npm run test:e2e does)");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // The first start migrates and seeds the demo organisation through its use-cases: tens of seconds when loaded.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy within 180 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
