/**
 * `npm run bench`: small performance checks on a freshly migrated and seeded in-memory database.
 * Each area adds a benchmark file in scripts/bench/ exporting a `Benchmark` and lists it below.
 * Prints each timing against its target and exits 1 when any misses it.
 */
import { openDatabase } from "../src/server/db/client";
import { seedDemoOrganisation } from "../src/server/demo/seed-demo";
import type { Benchmark } from "./bench/benchmark";
import { evidencePackBenchmark } from "./bench/evidence-pack";

const benchmarks: Benchmark[] = [evidencePackBenchmark];

const database = await openDatabase({ dataDir: null });
await database.migrate();
await seedDemoOrganisation(database.db);

let failed = 0;
for (const bench of benchmarks) {
  const times: number[] = [];
  for (let run = 0; run < (bench.runs ?? 3); run++) {
    const started = performance.now();
    const note = await bench.run(database.db);
    times.push(performance.now() - started);
    if (run === 0 && note) console.log(`  ${bench.name}: ${note}`);
  }
  const best = Math.min(...times);
  const ok = best <= bench.targetMs;
  if (!ok) failed++;
  console.log(
    `${ok ? "✓" : "✗"} ${bench.name}: best ${best.toFixed(0)} ms of ${times.length} runs (${times.map((t) => t.toFixed(0)).join(", ")}), target < ${bench.targetMs} ms`,
  );
}
await database.close();
process.exit(failed ? 1 : 0);
