import { defineConfig } from "vitest/config";

// Two projects: fast pure unit tests beside the code, and API tests that each boot
// a fresh in-memory PGlite (or the PostgreSQL named by DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["src/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        test: {
          name: "api",
          include: ["tests/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL tests share one server; keep files from racing on it.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
});
