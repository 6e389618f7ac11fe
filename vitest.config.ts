import { defineConfig } from "vitest/config";

// Three projects: fast pure unit tests beside the code; API tests that each boot a fresh in-memory
// PGlite (or a fresh database on the PostgreSQL named by DATABASE_URL); Playwright journeys in e2e/.
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
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          // Seeds the demo once; every test app starts from a copy of it.
          globalSetup: ["tests/support/seed-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PostgreSQL tests share one server; keep files from racing on it.
          fileParallelism: !process.env.DATABASE_URL,
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
