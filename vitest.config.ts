import { defineConfig } from "vitest/config";

// Three projects: fast pure unit tests beside the code; API tests that each boot a fresh in-memory
// PGlite (or a fresh database on the PostgreSQL named by DATABASE_URL); Playwright journeys in e2e/.
//
// Vitest's default is one worker fewer than the cores: a single worker on this two-core machine, so
// every file waited for the one before, even one waiting seconds on a child process. Two workers keep
// both cores busy (decision 176).
const workers = 2;

export default defineConfig({
  // The `@/…` (src/web) and `@domain/…` (src/domain) aliases come from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          // Files run in parallel on two cores: a pure test may wait seconds for the CPU, which is not a defect.
          testTimeout: 20_000,
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/**/*.test.ts"],
          // tests/own-database/ holds the files that pick their database themselves (a data directory, a
          // throwaway PostgreSQL, a migration's PGlite) whatever DATABASE_URL says: the run on PostgreSQL
          // (.ci/run) would only repeat what the first run did, so it leaves them out.
          exclude: process.env.DATABASE_URL ? ["tests/own-database/**"] : [],
          environment: "node",
          // Seeds the demo once, every test app starting from a copy of it; bundles the server that tests
          // start as a process.
          globalSetup: ["tests/support/seed-template.ts", "tests/support/server-bundle-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // On PostgreSQL too: every file works in its own database, copied from the run's template.
          maxWorkers: workers,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // A page may take seconds to settle on a loaded two-core machine: polls wait up to 10 s.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
