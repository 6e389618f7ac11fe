/**
 * Issue 16's figures that are about what the production server sends and holds (perf-web): JS bytes
 * of the landing page and of a cold /app/overview as Chromium receives them, and the compiled
 * server's idle RSS. Measured on the built app (`npm run build`) served by `node dist/server/main.js`,
 * as `npm start` runs it; printed with the read figures of the same database.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launchBrowser, newPage, signIn } from "../../e2e/support/browser";
import { bytesOf, LANDING_JS_GOAL, loadCold, OVERVIEW_JS_GOAL, scriptsOf } from "../../e2e/support/page-weight";
import { freePort } from "../../e2e/support/server";
import type { Figure } from "./report";

const root = path.resolve(import.meta.dirname, "../..");
const RSS_GOAL_MB = 250;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

function build(parts: ("web app" | "server bundle")[] = ["web app", "server bundle"]) {
  const steps = {
    "web app": ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    "server bundle": ["scripts/build-server.mjs"],
  } as const;
  for (const [what, args] of parts.map((part) => [part, steps[part]] as const)) {
    const result = spawnSync(process.execPath, [...args], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`could not build the ${what}`);
  }
}

interface RunningBundle {
  base: string;
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts the compiled server on a free port and waits for /api/health. */
async function startBundle(env: Record<string, string>): Promise<RunningBundle> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health within 180 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
    },
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Bytes of JS the landing page and a cold /app/overview receive in Chromium. */
async function pageWeights(base: string) {
  const browser = await launchBrowser();
  try {
    const landing = await newPage(browser, { baseURL: base });
    const landingJs = scriptsOf(
      await loadCold(landing, "/", () => landing.getByRole("heading", { level: 1 }).waitFor()),
    );
    await landing.context().close();
    const app = await newPage(browser, { baseURL: base });
    await signIn(app, "admin@clausewise.demo");
    const overviewJs = scriptsOf(
      await loadCold(app, "/app/overview", () => app.getByText("Last 30 days", { exact: true }).waitFor()),
    );
    await app.context().close();
    return { landingJs, overviewJs };
  } finally {
    await browser.close();
  }
}

/** The compiled server's idle RSS as a figure: with its goal on PostgreSQL, for information on PGlite. */
function rssFigure(target: { kind: "pglite" } | { kind: "postgres" }, rss: number): Figure {
  return target.kind === "postgres"
    ? {
        what: `server RSS, idle ${IDLE_SECONDS} s after start (dist/server/main.js)`,
        value: `${rss.toFixed(0)} MB`,
        goal: `≤ ${RSS_GOAL_MB} MB on PostgreSQL`,
        meets: rss <= RSS_GOAL_MB,
      }
    : {
        what: `server RSS, idle ${IDLE_SECONDS} s after start (dist/server/main.js, PGlite in process)`,
        value: `${rss.toFixed(0)} MB`,
      };
}

/** The environment of the compiled server on a fresh data directory (and the target's database), demo seeded. */
function bundleEnv(target: { kind: "pglite" } | { kind: "postgres"; url: string }, dataDir: string) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: target.kind === "postgres" ? target.url : "",
    DEMO_SEED: "1",
    JOB_HEARTBEAT_SECONDS: "30",
  };
}

/**
 * BENCH_PART=rss: only the compiled server's RSS after IDLE_SECONDS idle following a restart (the first
 * start migrates and seeds), without the web app's build or a browser.
 */
export async function measureIdleRss(
  target: { kind: "pglite" } | { kind: "postgres"; url: string },
): Promise<Figure[]> {
  build(["server bundle"]);
  return idleServer(target, "cw-bench-rss-", async (server) => [rssFigure(target, server.rssMb())]);
}

/**
 * Runs `measure` on the compiled server IDLE_SECONDS after a restart (the first start migrates and seeds;
 * the second is what a running installation looks like), then stops it and removes its data.
 */
async function idleServer<T>(
  target: { kind: "pglite" } | { kind: "postgres"; url: string },
  prefix: string,
  measure: (server: Awaited<ReturnType<typeof startBundle>>) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = bundleEnv(target, dataDir);
  try {
    await (await startBundle(env)).stop();
    const server = await startBundle(env);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}-audit`, { recursive: true, force: true });
  }
}

/**
 * Landing and overview JS as sent, and the compiled server's RSS after IDLE_SECONDS idle following a
 * restart (the first start migrates and seeds; the second is what a running installation looks like).
 */
export async function measureWebFigures(
  target: { kind: "pglite" } | { kind: "postgres"; url: string },
): Promise<Figure[]> {
  build();
  return idleServer(target, "cw-bench-web-", async (server) => {
    const rss = server.rssMb();
    const { landingJs, overviewJs } = await pageWeights(server.base);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    return [
      {
        what: "landing page JS as sent (Chromium, cold)",
        value: `${kb(bytesOf(landingJs))} in ${landingJs.length} requests`,
        goal: `≤ ${kb(LANDING_JS_GOAL)}`,
        meets: bytesOf(landingJs) <= LANDING_JS_GOAL,
      },
      {
        what: "/app/overview JS as sent (Chromium, cold)",
        value: `${kb(bytesOf(overviewJs))} in ${overviewJs.length} requests`,
        goal: `≤ ${kb(OVERVIEW_JS_GOAL)}`,
        meets: bytesOf(overviewJs) <= OVERVIEW_JS_GOAL,
      },
      rssFigure(target, rss),
    ];
  });
}
