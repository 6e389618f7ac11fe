// End-to-end tests drive Debian's Chromium (never a downloaded browser) and read exported PDFs with
// poppler's pdftoppm. Install whichever is missing from Debian's packages.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

export function ensureE2eTools() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = [];
  if (!fs.existsSync(chromium)) missing.push("chromium", "fonts-liberation");
  if (!onPath("pdftoppm")) missing.push("poppler-utils");
  if (missing.length === 0) return;
  console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(", ")} (apt-get)…`);
  const run = (args) =>
    spawnSync(args[0], args.slice(1), { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  if (
    run([...sudo, "apt-get", "update", "-qq"]).status !== 0 ||
    run([...sudo, "apt-get", "install", "-y", "-qq", ...missing]).status !== 0
  ) {
    throw new Error(
      `Could not install ${missing.join(", ")}. Install them from Debian's packages (or set CHROMIUM_PATH).`,
    );
  }
  if (!fs.existsSync(chromium) || !onPath("pdftoppm"))
    throw new Error("Chromium or pdftoppm is still missing after apt-get install.");
}
