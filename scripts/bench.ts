/**
 * `npm run bench`: issue 16's read figures, measured side by side with a bare Fastify hello-world in
 * the same process, first on PGlite (in memory), then on PostgreSQL (a throwaway one started by
 * scripts/with-postgres.sh; or only the database named by DATABASE_URL when it is set). For each
 * database: the demo data, then a year of monitoring (100,000 records) generated into oxnard. Each
 * figure is printed with its goal, its ratio to hello-world and "meets" or "MISSES"; exit 1 on a miss.
 * Then, per database, the compiled server's idle RSS and the JS bytes the landing page and a cold
 * /app/overview receive in Chromium (scripts/bench/web-figures.ts; it builds the app first).
 * Before the databases, issue 17's document audit engine (scripts/bench/engine-figures.ts), once.
 * BENCH_ONLY=pglite|postgres runs one database; BENCH_RECORDS changes the 100,000; BENCH_PART=web
 * measures only the compiled server and the web app; BENCH_PART=engine only the document audit engine;
 * BENCH_PART=reads only the read figures (no engine, no build, no browser); BENCH_PART=ask only the year of
 * records with the search index rebuilt, Ctrl+K search, Ask and the expected logs (issues 18, 19);
 * BENCH_PART=pack only the year of records and the 90-day evidence pack over it (its time, RSS growth and
 * other requests meanwhile); BENCH_PART=trace only issue 20's FSMA 204 figures (BENCH_TRACE_EVENTS changes their 1,000,000);
 * BENCH_PART=rss only the compiled server's idle RSS (the server bundle is built, not the web app).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { measureEngineFigures } from "./bench/engine-figures";
import { printFigures } from "./bench/report";
import { runSuite } from "./bench/suite";
import { measureIdleRss, measureWebFigures } from "./bench/web-figures";

type Target = Parameters<typeof runSuite>[0];

/** The read figures (perf-reads), then what the compiled server holds and the browser receives (perf-web). */
async function runAll(target: Target): Promise<boolean> {
  const label = target.kind === "pglite" ? "PGlite" : "PostgreSQL";
  if (process.env.BENCH_PART === "rss") {
    const rss = await measureIdleRss(target);
    printFigures(`${label}: compiled server`, rss);
    return rss.every((f) => f.meets !== false);
  }
  const reads = process.env.BENCH_PART === "web" || (await runSuite(target));
  if (readParts.includes(process.env.BENCH_PART ?? "")) return reads;
  const web = await measureWebFigures(target);
  printFigures(`${label}: compiled server and web app`, web);
  return reads && web.every((f) => f.meets !== false);
}

/** The parts that measure reads on a database only (runSuite), without the engine, build and browser. */
const readParts = ["reads", "ask", "trace", "pack"];
const only = process.env.BENCH_ONLY ?? (process.env.DATABASE_URL ? "postgres" : undefined);
let failed = false;
// The engine needs no database: measured once, in the first process (not again in the PostgreSQL child).
if (
  (only !== "postgres" && ![...readParts, "rss"].includes(process.env.BENCH_PART ?? "")) ||
  process.env.BENCH_PART === "engine"
) {
  const engine = await measureEngineFigures((message) => console.log(`[engine] ${message}`));
  printFigures("Document audit engine (issue 17)", engine);
  failed = engine.some((f) => f.meets === false);
  if (process.env.BENCH_PART === "engine") process.exit(failed ? 1 : 0);
}
if (only !== "postgres") failed = !(await runAll({ kind: "pglite" }));
if (only !== "pglite") {
  if (process.env.DATABASE_URL) failed = !(await runAll({ kind: "postgres", url: process.env.DATABASE_URL })) || failed;
  else {
    const root = path.resolve(import.meta.dirname, "..");
    const child = spawnSync(
      "bash",
      [
        path.join(root, "scripts/with-postgres.sh"),
        process.execPath,
        "--import",
        "tsx",
        path.join(root, "scripts/bench.ts"),
      ],
      { stdio: "inherit", env: { ...process.env, BENCH_ONLY: "postgres" }, cwd: root },
    );
    failed = child.status !== 0 || failed;
  }
}
process.exit(failed ? 1 : 0);
