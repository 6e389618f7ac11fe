import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  /** Everything the server printed so far. */
  output(): string;
  /** Calls `listener` with every complete line the server prints from now on. */
  onLine(listener: (line: string) => void): void;
}

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts the compiled server (dist/server/main.js, bundled by the run's set-up: what `npm start` runs) as a
 * real process on a free port and waits until it answers /api/health.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let partial = "";
  const listeners: ((line: string) => void)[] = [];
  const take = (chunk: Buffer) => {
    output += chunk;
    partial += chunk;
    const lines = partial.split("\n");
    partial = lines.pop()!;
    for (const line of lines) for (const listener of listeners) listener(line);
  };
  child.stdout!.on("data", take);
  child.stderr!.on("data", take);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  // A loop rather than expect.poll: a server that exits during start-up (e.g. refused a locked data
  // directory) fails at once, where expect.poll would retry the thrown error until its timeout.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`server exited during start-up:\n${output}`);
    const status = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, exited, output: () => output, onLine: (listener) => listeners.push(listener) };
}

/** Signs in over HTTP and returns the Cookie header value. */
export async function signInOver(base: string, email: string, password = "clausewise-demo") {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("cw_session="))!;
  return cookie.split(";")[0]!;
}
