// `npm run test:e2e`: installs Chromium if needed, builds the web app, runs the Playwright journeys.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
const step = (args) => {
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
step(["vite", "build", "--logLevel", "warn"]);
step(["vitest", "run", "--project", "e2e", ...process.argv.slice(2)]);
