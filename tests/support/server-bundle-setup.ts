import { spawnSync } from "node:child_process";

/**
 * Servers the API tests start as processes run the compiled bundle (dist/server/main.js), as `npm start`
 * does: bundled once per run from the current sources, so never a stale one. Through tsx, each such server
 * and each of its worker threads compiled the whole server again: four times the CPU of a start.
 */
export default function setup() {
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("could not bundle the server (scripts/build-server.mjs)");
}
