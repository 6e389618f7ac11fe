// End-to-end tests drive Debian's Chromium (never a downloaded browser) and read exported PDFs with
// poppler's pdftoppm; unit and API tests open the XLSX files we write in LibreOffice Calc (decision 171) and
// test the ZIPs we write with Info-ZIP's unzip (decision 177).
// Install whichever is missing from Debian's packages.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const onPath = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

export function ensureTestTools() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = [];
  if (!fs.existsSync(chromium)) missing.push("chromium", "fonts-liberation");
  if (!onPath("pdftoppm")) missing.push("poppler-utils");
  if (!onPath("unzip")) missing.push("unzip");
  // Calc alone, without its recommended extras (Java, help, fonts for other scripts).
  const calc = onPath("soffice") ? [] : ["libreoffice-calc-nogui"];
  if (missing.length + calc.length === 0) return;
  console.log(`Installing Debian packages for the tests: ${[...missing, ...calc].join(", ")} (apt-get)…`);
  const run = (args) =>
    spawnSync(args[0], args.slice(1), { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const install = (options, packages) =>
    packages.length === 0 || run([...sudo, "apt-get", "install", "-y", "-qq", ...options, ...packages]).status === 0;
  if (
    run([...sudo, "apt-get", "update", "-qq"]).status !== 0 ||
    !install([], missing) ||
    !install(["--no-install-recommends"], calc)
  ) {
    throw new Error(
      `Could not install ${[...missing, ...calc].join(", ")}. Install them from Debian's packages (or set CHROMIUM_PATH).`,
    );
  }
  if (!fs.existsSync(chromium) || !onPath("pdftoppm") || !onPath("unzip") || !onPath("soffice"))
    throw new Error("Chromium, pdftoppm, unzip or soffice is still missing after apt-get install.");
}
