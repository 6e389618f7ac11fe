import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { fdaSheetPieces } from "../../src/server/db/schema";
import { load } from "./load";
import type { Figure } from "./report";
import { generateTraceEvents } from "./trace-events";
import { buildFdaSheetPieces } from "../../src/server/use-cases/traceability/fda-sheet-pieces";

/** How long a download may run before the bench stops it and reports what came (BENCH_DOWNLOAD_SECONDS). */
const DOWNLOAD_LIMIT_MS = Number(process.env.BENCH_DOWNLOAD_SECONDS ?? 90) * 1000;

const run = promisify(execFile);

/** The bench process's garbage collector (the server runs in it), exposed for a settled baseline. */
v8.setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/**
 * One download read to its last byte by a client in its own process (`download-client.mjs`), or stopped
 * after DOWNLOAD_LIMIT_MS: time, bytes as received (decompressed), lines, and the server's RSS peak meanwhile.
 */
async function download(url: string, cookie: string) {
  // Garbage from what ran before collected first, so the growth is this download's own.
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
  try {
    const client = path.join(import.meta.dirname, "download-client.mjs");
    const { stdout } = await run(process.execPath, [client, url, cookie, String(DOWNLOAD_LIMIT_MS)], {
      maxBuffer: 1024 * 1024,
    });
    const received = JSON.parse(stdout) as {
      complete: boolean;
      ok: boolean;
      status: number;
      encoding: string;
      ms: number;
      firstByteMs: number;
      bytes: number;
      lines: number;
    };
    return { ...received, rssGrowthMb: (rssPeak - rssBefore) / 1e6, rssPeakMb: rssPeak / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Issue 20's figures: `count` trace events (a year at oxnard, scripts/bench/trace-events.ts), then FDA's
 * sortable spreadsheet of the whole year as CSV and XLSX, read to the last byte, and a trace ten lots
 * deep forward and backward, one request at a time.
 */
export async function traceFigures(
  db: Db,
  options: {
    base: string;
    cookie: string;
    site: { organisationId: string; siteId: string; timezone: string; slug: string };
    count: number;
    seconds: number;
    helloMean: number;
    log: (message: string) => void;
  },
): Promise<{ figures: Figure[]; errors: number }> {
  const { base, cookie, site, log } = options;
  log(`generating ${options.count.toLocaleString("en-US")} trace events in ${site.slug}`);
  const started = performance.now();
  const generated = await generateTraceEvents(db, site, options.count);
  log(
    `${site.slug} now holds ${generated.events.toLocaleString("en-US")} trace events (${generated.from} to ${generated.to}), written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const k = `${(generated.events / 1000).toFixed(0)}k`;
  const sheetUrl = (format: string) =>
    `${base}/api/sites/${site.slug}/traceability/fda-spreadsheet?from=${generated.from}&to=${generated.to}&format=${format}`;
  // The depth the trace reaches, checked once, so a fast answer that stops short does not count.
  const traceUrl = (tlc: string, direction: string) => `${base}/api/trace/lots/${tlc}?direction=${direction}`;
  const depthOf = async (url: string) => {
    // The first request after the generation, whose statements held this process's event loop for up to a minute
    // (PGlite runs in it): the server may then close a kept-alive connection just as the client reuses it, and the
    // request fails with a reset. A GET is safe to send again, once.
    const get = () => fetch(url, { headers: { cookie } });
    const response = await get().catch(get);
    if (!response.ok) return { depth: -1, lots: 0, events: 0 };
    const body = (await response.json()) as { lots: { depth: number }[]; events: unknown[] };
    return { depth: Math.max(...body.lots.map((l) => l.depth)), lots: body.lots.length, events: body.events.length };
  };
  log("trace ten lots deep, forward and backward");
  const forwardUrl = traceUrl(generated.deepestInput, "forward");
  const backwardUrl = traceUrl(generated.deepestLot, "backward");
  const forwardShape = await depthOf(forwardUrl);
  const backwardShape = await depthOf(backwardUrl);
  const forward = await load(forwardUrl, { seconds: options.seconds, connections: 1, cookie });
  const backward = await load(backwardUrl, { seconds: options.seconds, connections: 1, cookie });

  // Before the day pieces are built, every day is written from its events in the request (decision 170).
  // Pieces a job of the demo seed's may have built meanwhile (on PGlite its worker runs in this process)
  // are dropped first.
  await db.delete(fdaSheetPieces).where(eq(fdaSheetPieces.siteId, site.siteId));
  log("FDA spreadsheet, the whole year, CSV, no day pieces built");
  const csvUnbuilt = await download(sheetUrl("csv"), cookie);
  log(`CSV without pieces: ${csvUnbuilt.status}, ${(csvUnbuilt.ms / 1000).toFixed(1)} s`);
  log("FDA spreadsheet, the whole year, XLSX, no day pieces built");
  const xlsxUnbuilt = await download(sheetUrl("xlsx"), cookie);
  log(`XLSX without pieces: ${xlsxUnbuilt.status}, ${(xlsxUnbuilt.ms / 1000).toFixed(1)} s`);
  // What the job does after captures and imports (decision 170): the site's day pieces built ahead.
  log("FDA spreadsheet day pieces, built ahead");
  const buildStarted = performance.now();
  const built = await buildFdaSheetPieces(db, site.siteId);
  const buildMs = performance.now() - buildStarted;
  log(
    `${built.days} day pieces (${built.rows.toLocaleString("en-US")} rows) built in ${(buildMs / 1000).toFixed(1)} s`,
  );
  log("FDA spreadsheet, the whole year, CSV");
  const csv = await download(sheetUrl("csv"), cookie);
  log(
    `CSV: ${csv.status}, ${csv.lines.toLocaleString("en-US")} lines, ${(csv.bytes / 1e6).toFixed(0)} MB, ${((csv.lines - 1) / (csv.ms / 1000)).toFixed(0)} rows/s`,
  );
  log("FDA spreadsheet, the whole year, XLSX");
  const xlsx = await download(sheetUrl("xlsx"), cookie);
  log(`XLSX: ${xlsx.status}, ${(xlsx.bytes / 1e6).toFixed(0)} MB`);

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const sheet = (what: string, d: Awaited<ReturnType<typeof download>>, rows: string): Figure => ({
    what: `FDA spreadsheet ${what}, ${k} events (a year), to the last byte`,
    value: d.ok
      ? `${(d.ms / 1000).toFixed(1)} s (first byte ${ms(d.firstByteMs)}; ${rows}${(d.bytes / 1e6).toFixed(0)} MB, ${d.encoding}; RSS +${d.rssGrowthMb.toFixed(0)} MB, peak ${d.rssPeakMb.toFixed(0)} MB)`
      : !d.complete && d.status === 200
        ? `not done after ${(d.ms / 1000).toFixed(0)} s: ${(d.bytes / 1e6).toFixed(0)} MB received${rows ? ` (${rows.replace(/, $/, "")})` : ""}, first byte ${ms(d.firstByteMs)}, RSS +${d.rssGrowthMb.toFixed(0)} MB, peak ${d.rssPeakMb.toFixed(0)} MB`
        : `failed: HTTP ${d.status} after ${(d.ms / 1000).toFixed(1)} s`,
    goal: "≤ 5 s",
    meets: d.ok && d.ms <= 5000,
  });
  const trace = (direction: string, r: Awaited<ReturnType<typeof load>>, shape: typeof forwardShape): Figure => ({
    what: `trace ${direction}, depth ${shape.depth} (${shape.lots} lots, ${shape.events} events), among ${k} events`,
    // autocannon gives up on a request after 10 s: none answered means no latency to show.
    value: r.requests
      ? `mean ${ms(r.mean)}, p99 ${ms(r.p99)}${r.errors ? ` (${r.errors} failed)` : ""}`
      : `no answer within 10 s (${r.errors} timed out)`,
    goal: "depth 10, mean ≤ 50 ms",
    ratio: r.requests ? `${(r.mean / Math.max(options.helloMean, 0.01)).toFixed(0)}× its mean latency` : "",
    meets: shape.depth === 10 && r.requests > 0 && !r.errors && r.mean <= 50,
  });
  return {
    errors: forward.errors + backward.errors,
    figures: [
      {
        what: `FDA spreadsheet day pieces built ahead (the fda-sheet-pieces job), ${k} events`,
        value: `${(buildMs / 1000).toFixed(1)} s (${built.days} days, ${built.rows.toLocaleString("en-US")} rows)`,
      },
      {
        ...sheet(
          "CSV before its day pieces are built",
          csvUnbuilt,
          `${Math.max(csvUnbuilt.lines - 1, 0).toLocaleString("en-US")} rows, `,
        ),
        goal: undefined,
        meets: undefined,
      },
      sheet("CSV", csv, `${Math.max(csv.lines - 1, 0).toLocaleString("en-US")} rows, `),
      { ...sheet("XLSX before its day pieces are built", xlsxUnbuilt, ""), goal: undefined, meets: undefined },
      sheet("XLSX", xlsx, ""),
      trace("forward", forward, forwardShape),
      trace("backward", backward, backwardShape),
    ],
  };
}
