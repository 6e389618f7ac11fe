import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { applicableClauses } from "../../src/domain/scope";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { organisations, sites } from "../../src/server/db/schema";
import { DEMO_ORGANISATION, DEMO_PASSWORD } from "../../src/server/demo/demo-organisation";
import { seedDemoOrganisation } from "../../src/server/demo/seed-demo";
import { loadAppliedScope } from "../../src/server/use-cases/scope/load-applied-scope";
import { timeEvidencePack } from "./evidence-pack";
import { helloWorld, load } from "./load";
import { printFigures, type Figure } from "./report";
import { prepareScheduledSite } from "./schedule-figures";
import { traceFigures } from "./trace-figures";
import { generateYearOfRecords } from "./year-of-records";
import { rebuildOrganisationIndex } from "../../src/server/use-cases/search/index-passages";
import { recordSearchStatement } from "../../src/server/use-cases/search/passages";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const TRACE_EVENTS = Number(process.env.BENCH_TRACE_EVENTS ?? 1_000_000);
/**
 * BENCH_PART=ask: only the year of records, search, Ask and expected logs; =trace: only the FSMA 204 figures;
 * =pack: only the year of records and the evidence pack over it.
 */
const PART = process.env.BENCH_PART;
const measures = {
  demo: PART !== "ask" && PART !== "trace" && PART !== "pack",
  year: PART !== "trace",
  /** The reads at a year of records (overview, list, search, Ask, expected logs); not for the pack alone. */
  yearReads: PART !== "trace" && PART !== "pack",
  pack: PART !== "ask" && PART !== "trace",
  trace: PART !== "ask" && PART !== "pack",
};

/**
 * PGlite in a data directory of its own, as `npm start` keeps it under ./data, not in memory (decision 184); removed
 * when the bench's process exits.
 */
function benchDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clausewise-bench-"));
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every figure of the table that is about reads and packs, on one database. True when all meet their goal. */
export async function runSuite(target: { kind: "pglite" } | { kind: "postgres"; url: string }): Promise<boolean> {
  const label = target.kind === "pglite" ? "PGlite" : "PostgreSQL";
  const started = performance.now();
  const log = (message: string) =>
    console.log(`[${label} ${((performance.now() - started) / 1000).toFixed(0)} s] ${message}`);
  log("hello-world baseline");
  const hello = await helloWorld(SECONDS);

  const database = await openDatabase(target.kind === "pglite" ? { dataDir: benchDataDir() } : { url: target.url });
  await database.migrate();
  log("seeding the demo organisation");
  await seedDemoOrganisation(database.db);
  // A server as deployed, which keeps a site's overview between reads while nothing is written (decision
  // 131), and one that recomputes it on every read: the latter measures what a read after a write costs,
  // and the figures at 100k (written in bulk, without the audit events that tell a kept overview to go).
  const serve = async (overviewKeepSeconds?: number) => {
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: "/tmp/clausewise-bench-unused",
      ...(overviewKeepSeconds === undefined ? {} : { OVERVIEW_KEEP_SECONDS: String(overviewKeepSeconds) }),
    });
    const server = await buildApp({ config, database, logger: false });
    return { server, base: await server.listen({ port: 0, host: "127.0.0.1" }) };
  };
  const kept = await serve();
  const login = await fetch(`${kept.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@clausewise.demo", password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("cw_session="))!
    .split(";")[0]!;
  const skipped = { rps: 0, p50: 0, p99: 0, mean: 0, requests: 0, errors: 0 };
  if (measures.demo) log("demo data: overview under load, kept between reads");
  const overviewDemo = !measures.demo
    ? skipped
    : await load(`${kept.base}/api/sites/oxnard/overview?days=30`, {
        seconds: SECONDS,
        connections: 10,
        cookie,
      });
  await kept.server.close();

  const { server: app, base } = await serve(0);
  const overviewUrl = `${base}/api/sites/oxnard/overview?days=30`;
  const recordsUrl = `${base}/api/sites/oxnard/records?page=1&pageSize=25`;

  if (measures.demo) log("demo data: overview recomputed on every read and records list under load");
  const demoLoad = (url: string, connections: number, seconds = SECONDS) =>
    measures.demo ? load(url, { seconds, connections, cookie }) : skipped;
  const overviewDemoRecomputed = await demoLoad(overviewUrl, 10);
  const recordsDemo = await demoLoad(recordsUrl, 10);
  const overviewDemoOne = await demoLoad(overviewUrl, 1, 2);
  const recordsDemoOne = await demoLoad(recordsUrl, 1, 2);

  const [org] = await database.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const [site] = await database.db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, "oxnard")));
  const generatedYear = measures.year ? await measureYear() : null;
  const year = generatedYear?.reads ?? null;
  async function measureYear() {
    log(`generating ${RECORDS.toLocaleString("en-US")} monitoring records in oxnard`);
    const clauses = applicableClauses(await loadAppliedScope(database.db, org!.id, site!.id)).map((c) => c.id);
    const generated = await generateYearOfRecords(
      database.db,
      { organisationId: org!.id, siteId: site!.id, timezone: site!.timezone, clauses },
      RECORDS,
    );
    log(
      `oxnard now holds ${generated.records.toLocaleString("en-US")} records (${generated.pending} pending, ${generated.attachments} with a file)`,
    );
    if (!measures.yearReads) return { generated, reads: null };
    // Written in bulk, the records bypassed index-on-write (decision 139): rebuild the organisation's
    // passages as after a bulk import, so search and Ask read a year of logs, not only the demo's.
    const indexing = performance.now();
    await rebuildOrganisationIndex(database.db, org!.id);
    await database.db.execute(sql`analyze search_passages`);
    const [indexed] = (
      (await database.db.execute(
        sql`select count(*)::int as n from search_passages where organisation_id = ${org!.id} and kind = 'record'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    log(
      `search index rebuilt in ${((performance.now() - indexing) / 1000).toFixed(0)} s: ${indexed!.n.toLocaleString("en-US")} record passages`,
    );
    if (process.env.BENCH_EXPLAIN) {
      // The plans of the search's record stage and its trigram stage on the year's index (not timed).
      const ctx = { organisationId: org!.id, restrictedSiteIds: null };
      const plans = [
        sql`explain analyze ${recordSearchStatement(ctx, "cooler", 30)}`,
        sql`explain analyze select p.kind, p.source_id, ts_rank(p.search_vector, q.query) + p.boost as score
          from search_passages p, (select to_tsquery('english', 'cooler:*') || to_tsquery('simple', 'cooler:*') as query) q
          where p.organisation_id = ${org!.id} and p.kind <> 'record' and p.search_vector @@ q.query
          order by score desc limit 30`,
        // A query without a digit reads only the non-record passages' trigram index (decision 154).
        sql`explain analyze select count(*) from search_passages p where p.organisation_id = ${org!.id} and p.kind <> 'record' and (${"cooler"} <% p.codes or p.codes ilike ${"%cooler%"})`,
      ];
      for (const plan of plans) {
        const result = (await database.db.execute(plan)) as unknown as { rows: Record<string, string>[] };
        log(`plan:\n${result.rows.map((r) => Object.values(r)[0]).join("\n")}`);
      }
    }
    // Each read once before it is timed, as after any deployment's first minutes: the first read after the bulk
    // load makes the statements' plans and fills the caches (one such read of 0.5 s moved a 3-second mean by
    // several milliseconds).
    const warmed = async (url: string) => {
      await (await fetch(url, { headers: { cookie } })).arrayBuffer();
      return load(url, { seconds: SECONDS, connections: 1, cookie });
    };
    const overviewYear = await warmed(overviewUrl);
    const recordsYear = await warmed(recordsUrl);
    // A word that matches a third of the year's logs, as someone typing in Ctrl+K would.
    const searchYear = await warmed(`${base}/api/search?q=cooler`);
    // What one search and one question answer, checked once, so a fast empty answer does not count.
    const searchHits = (
      (await (await fetch(`${base}/api/search?q=cooler`, { headers: { cookie } })).json()) as { hits: unknown[] }
    ).hits.length;
    const askAnswer = (await (
      await fetch(`${base}/api/ask`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ question: "Who verified the temperature logs at Oxnard last week?" }),
      })
    ).json()) as { answer: string; citations: { kind: string }[] };
    log(`Ask answered: ${askAnswer.answer.split("\n")[0]} (${askAnswer.citations.length} citations)`);
    // Ask (issue 18): a fact over the year's logs and the best passages, one question at a time.
    const askYear = await load(`${base}/api/ask`, {
      seconds: SECONDS,
      connections: 1,
      cookie,
      post: { question: "Who verified the temperature logs at Oxnard last week?" },
    });

    log("a site with 20 log schedules over a year: its expected logs");
    const scheduled = await prepareScheduledSite(database.db, org!.id);
    const expectedYear = await warmed(
      `${base}/api/sites/${scheduled.slug}/expected-logs?from=${scheduled.from}&to=${scheduled.to}`,
    );
    const reads = {
      searchHits,
      askCitations: askAnswer.citations.length,
      overviewYear,
      recordsYear,
      searchYear,
      askYear,
      scheduled,
      expectedYear,
      indexed: indexed!.n,
    };
    return { generated, reads };
  }

  let pack: Awaited<ReturnType<typeof timeEvidencePack>> | null = null;
  if (measures.pack) {
    log("evidence pack, 90 days, all clauses, all formats, while records are read");
    pack = await timeEvidencePack({ base, cookie, otherUrl: `${base}/api/auth/me`, seconds: SECONDS });
    log(`pack: ${pack.note}`);
  }

  const trace = measures.trace
    ? await traceFigures(database.db, {
        base,
        cookie,
        site: { organisationId: org!.id, siteId: site!.id, timezone: site!.timezone, slug: site!.slug },
        count: TRACE_EVENTS,
        seconds: SECONDS,
        helloMean: hello.mean,
        log,
      })
    : null;

  await app.close();
  await database.close();

  const errors =
    [overviewDemo, overviewDemoRecomputed, recordsDemo, overviewDemoOne, recordsDemoOne].reduce(
      (n, r) => n + r.errors,
      0,
    ) +
    (year ? [year.overviewYear, year.recordsYear, year.searchYear, year.askYear, year.expectedYear] : []).reduce(
      (n, r) => n + r.errors,
      0,
    ) +
    (trace?.errors ?? 0);
  if (errors) log(`${errors} requests failed or answered non-2xx during the load runs`);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const figures: Figure[] = [
    { what: "hello-world Fastify (baseline)", value: `${hello.rps.toFixed(0)} rps, p99 ${ms(hello.p99)}` },
  ];
  if (measures.demo)
    figures.push(
      {
        what: "overview API, demo data, 10 connections (kept between reads, as deployed)",
        value: `p99 ${ms(overviewDemo.p99)} (${overviewDemo.rps.toFixed(0)} rps)`,
        goal: "p99 ≤ 50 ms",
        ratio: `1/${(hello.rps / Math.max(overviewDemo.rps, 1)).toFixed(0)} of its rps`,
        meets: overviewDemo.p99 <= 50,
      },
      {
        what: "overview API, demo data, 10 connections, recomputed on every read (as after a write)",
        value: `p99 ${ms(overviewDemoRecomputed.p99)} (${overviewDemoRecomputed.rps.toFixed(0)} rps)`,
        ratio: `1/${(hello.rps / Math.max(overviewDemoRecomputed.rps, 1)).toFixed(0)} of its rps`,
      },
      {
        what: "records list page 1, demo data, 10 connections",
        value: `${recordsDemo.rps.toFixed(0)} rps (p99 ${ms(recordsDemo.p99)})`,
        goal: "≥ 1/20 of hello-world rps",
        ratio: `1/${(hello.rps / Math.max(recordsDemo.rps, 1)).toFixed(0)} of its rps`,
        meets: recordsDemo.rps * 20 >= hello.rps,
      },
      {
        what: "overview, demo data, one at a time",
        value: `mean ${ms(overviewDemoOne.mean)}, p99 ${ms(overviewDemoOne.p99)}`,
      },
      {
        what: "records page 1, demo data, one at a time",
        value: `mean ${ms(recordsDemoOne.mean)}, p99 ${ms(recordsDemoOne.p99)}`,
      },
    );
  const generated = generatedYear?.generated ?? { records: 0 };
  if (year)
    figures.push(
      {
        what: `search index after the bulk load (rebuildOrganisationIndex)`,
        value: `${year.indexed.toLocaleString("en-US")} record passages`,
      },
      {
        what: `overview at ${(generated.records / 1000).toFixed(0)}k records, one at a time`,
        value: `mean ${ms(year.overviewYear.mean)}, p99 ${ms(year.overviewYear.p99)}`,
        goal: "mean ≤ 30 ms",
        ratio: `${(year.overviewYear.mean / Math.max(hello.mean, 0.01)).toFixed(0)}× its mean latency`,
        meets: year.overviewYear.mean <= 30,
      },
      {
        what: `records page 1 at ${(generated.records / 1000).toFixed(0)}k records, one at a time`,
        value: `mean ${ms(year.recordsYear.mean)}, p99 ${ms(year.recordsYear.p99)}`,
        goal: "mean ≤ 30 ms",
        ratio: `${(year.recordsYear.mean / Math.max(hello.mean, 0.01)).toFixed(0)}× its mean latency`,
        meets: year.recordsYear.mean <= 30,
      },
      {
        what: `search "cooler" at ${(generated.records / 1000).toFixed(0)}k records, one at a time (${year.searchHits} hits)`,
        value: `mean ${ms(year.searchYear.mean)}, p99 ${ms(year.searchYear.p99)}`,
        goal: "mean ≤ 50 ms",
        ratio: `${(year.searchYear.mean / Math.max(hello.mean, 0.01)).toFixed(0)}× its mean latency`,
        meets: year.searchHits > 0 && year.searchYear.mean <= 50,
      },
      {
        what: `Ask at ${(generated.records / 1000).toFixed(0)}k records ("who verified the temperature logs at Oxnard last week?", ${year.askCitations} citations)`,
        value: `mean ${ms(year.askYear.mean)}, p99 ${ms(year.askYear.p99)}`,
        goal: "mean ≤ 300 ms",
        ratio: `${(year.askYear.mean / Math.max(hello.mean, 0.01)).toFixed(0)}× its mean latency`,
        meets: year.askCitations > 0 && year.askYear.mean <= 300,
      },
      {
        what: `expected logs, 20 schedules over a year (${year.scheduled.expected} expected, ${year.scheduled.records} records)`,
        value: `mean ${ms(year.expectedYear.mean)}, p99 ${ms(year.expectedYear.p99)}`,
        goal: "mean ≤ 50 ms",
        ratio: `${(year.expectedYear.mean / Math.max(hello.mean, 0.01)).toFixed(0)}× its mean latency`,
        meets: year.expectedYear.mean <= 50,
      },
    );
  if (pack) {
    // The pack is measured over the records oxnard holds (the bench's year, BENCH_RECORDS, plus the demo's).
    const over = generatedYear ? `${(generated.records / 1000).toFixed(0)}k records` : "the demo data";
    figures.push(
      {
        what: `evidence pack, 90 days at ${over} (${pack.note}): time`,
        value: pack.ok ? `${(pack.ms / 1000).toFixed(1)} s` : `failed: ${pack.note}`,
        goal: "≤ 5 s",
        meets: pack.ok && pack.ms <= 5000,
      },
      {
        what: `evidence pack, 90 days at ${over}: server RSS growth`,
        value: `+${pack.rssGrowthMb.toFixed(0)} MB (peak ${pack.rssPeakMb.toFixed(0)} MB)`,
        goal: "≤ +200 MB",
        meets: pack.rssGrowthMb <= 200,
      },
      {
        what: "other requests during the pack (GET /api/auth/me, 2 connections)",
        value: `p99 ${ms(pack.during.p99)} (worst 1-s window) vs ${ms(pack.before.p99)} before`,
        goal: "p99 unchanged (≤ 1.5× before + 5 ms)",
        meets: pack.during.p99 <= pack.before.p99 * 1.5 + 5,
      },
    );
  }
  if (trace) figures.push(...trace.figures);
  printFigures(label, figures);
  log("done");
  return figures.every((f) => f.meets !== false);
}
