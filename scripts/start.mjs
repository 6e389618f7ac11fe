// `npm start`: builds the web app when its sources are newer than the build, then runs the server,
// which migrates the database, seeds the demo organisation into an empty one, and serves on PORT.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const builtIndex = "dist/web/index.html";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return (
    ["src/web", "src/domain"].some((dir) => newestMtime(dir) > built) || fs.statSync("vite.config.ts").mtimeMs > built
  );
};

if (sourcesChanged()) {
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
