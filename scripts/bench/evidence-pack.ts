import { evidenceClauseIds } from "../../src/domain/audits";
import { load, type LoadResult } from "./load";

export interface PackTiming {
  ok: boolean;
  note: string;
  ms: number;
  rssGrowthMb: number;
  rssPeakMb: number;
  /** Other requests' latency before the pack, and during it (the worst 1-second window). */
  before: LoadResult;
  during: { p99: number; requests: number };
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** Asks for a pack of the last `days` of oxnard (all clauses, all formats) and waits until it is no longer generating. */
async function buildPack(base: string, cookie: string, days: number) {
  const created = await fetch(`${base}/api/evidence-packs`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ siteId: "oxnard", rangeDays: days, clauses: [...evidenceClauseIds], format: "all" }),
  });
  const { id } = (await created.json()) as { id: string };
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pack = (await (await fetch(`${base}/api/evidence-packs/${id}`, { headers: { cookie } })).json()) as {
      status: string;
    };
    if (pack.status !== "generating") return pack.status;
  }
}

/**
 * Asks the running server for a 90-day, all-clauses, all-formats pack of oxnard (the job runs on the
 * server's own worker, as in production) and times it until it is ready, sampling this process's RSS
 * and reading `otherUrl` over 2 connections meanwhile, in 1-second windows.
 */
export async function timeEvidencePack(options: {
  base: string;
  cookie: string;
  otherUrl: string;
  seconds: number;
}): Promise<PackTiming> {
  const { base, cookie, otherUrl } = options;
  // A first, 7-day pack, not timed: it starts the server's pack thread (decision 174), kept between packs,
  // as on a server that has built a pack since it started; the figures are those of the 90-day pack after it.
  await buildPack(base, cookie, 7);
  const before = await load(otherUrl, { seconds: 2, connections: 2, cookie });
  globalThis.gc?.();
  const rssStart = process.memoryUsage.rss();
  let rssPeak = rssStart;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 25);

  const started = performance.now();
  const created = await fetch(`${base}/api/evidence-packs`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ siteId: "oxnard", rangeDays: 90, clauses: [...evidenceClauseIds], format: "all" }),
  });
  const { id } = (await created.json()) as { id: string };
  let status = "generating";
  let pack: { status: string; size?: number | null; failureReason?: string | null; files?: unknown[] } = { status };
  let polling = true;
  const poll = (async () => {
    while (status === "generating" && performance.now() - started < 180_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await fetch(`${base}/api/evidence-packs/${id}`, { headers: { cookie } });
      pack = (await response.json()) as typeof pack;
      status = pack.status;
    }
    polling = false;
    return performance.now() - started;
  })();
  let duringP99 = 0;
  let duringRequests = 0;
  const measured = (async () => {
    while (polling) {
      const window = await load(otherUrl, { seconds: 1, connections: 2, cookie });
      duringP99 = Math.max(duringP99, window.p99);
      duringRequests += window.requests;
    }
  })();
  const ms = await poll;
  await measured;
  clearInterval(sampler);
  const ok = pack.status === "ready";
  return {
    ok,
    note: ok
      ? `${((pack.size ?? 0) / 1024 / 1024).toFixed(1)} MB in ${pack.files?.length ?? "?"} files`
      : `${pack.status}: ${pack.failureReason ?? ""}`,
    ms,
    rssGrowthMb: mb(rssPeak - rssStart),
    rssPeakMb: mb(rssPeak),
    before,
    during: { p99: duringP99, requests: duringRequests },
  };
}
