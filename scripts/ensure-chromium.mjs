// End-to-end tests drive Debian's Chromium (never a downloaded browser). Install it when missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(path)) return;
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  const run = (args) => spawnSync(args[0], args.slice(1), { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  if (run([...sudo, "apt-get", "update", "-qq"]).status !== 0 || run([...sudo, "apt-get", "install", "-y", "-qq", "chromium", "fonts-liberation"]).status !== 0 || !fs.existsSync(path)) {
    throw new Error(`Could not install Chromium at ${path}. Install Debian's chromium package, or set CHROMIUM_PATH.`);
  }
}
