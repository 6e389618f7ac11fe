import type { Db } from "../../src/server/db/client";

/** One timed operation; `run` may return a short note (e.g. output sizes) printed once. */
export interface Benchmark {
  name: string;
  targetMs: number;
  runs?: number;
  run(db: Db): Promise<string | void>;
}
