// `npm run test:e2e`: installs Chromium and pdftoppm if needed, builds the web app, runs the Playwright journeys
// (their set-up bundles the server, which they run as `npm start` does).
import { spawnSync } from "node:child_process";
import { ensureTestTools } from "./ensure-test-tools.mjs";

ensureTestTools();
const step = (args) => {
  const result = spawnSync("npx", args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
step(["vite", "build", "--logLevel", "warn"]);
step(["vitest", "run", "--project", "e2e", ...process.argv.slice(2)]);
