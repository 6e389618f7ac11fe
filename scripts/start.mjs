// `npm start`: builds what is out of date — the web app (vite, with its brotli and gzip copies) and the
// server bundle (esbuild, dist/server/main.js) — then runs the compiled server, which migrates the
// database, seeds the demo organisation into an empty one, and serves on PORT.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer } from "./build-server.mjs";

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The output is missing or older than one of its inputs. */
const outdated = (output, inputs) =>
  !fs.existsSync(output) || inputs.some((input) => newestMtime(input) > fs.statSync(output).mtimeMs);

if (outdated("dist/web/index.html", ["src/web", "src/domain", "vite.config.ts", "package-lock.json"])) {
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (outdated("dist/server/main.js", ["src/server", "src/domain", "scripts/build-server.mjs", "package-lock.json"])) {
  console.log("Building the server…");
  await buildServer();
}

const server = spawn(process.execPath, ["dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
