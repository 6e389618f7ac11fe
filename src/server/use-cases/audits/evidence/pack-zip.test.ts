import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { PackZip } from "./pack-zip";

/** Info-ZIP's listing (`unzip -v`) and test (`unzip -t`) of an archive. */
function unzip(archive: Buffer) {
  const path = join(mkdtempSync(join(tmpdir(), "pack-zip-")), "pack.zip");
  writeFileSync(path, archive);
  const run = (flag: string) => spawnSync("unzip", [flag, path], { encoding: "utf8" });
  return { listing: run("-v").stdout, test: run("-t") };
}

describe("the pack's ZIP", () => {
  it("deflates what shrinks, stores what does not, and keeps a reserved entry first", async () => {
    const zip = new PackZip();
    const report = zip.reserve("report.pdf");
    const text = strToU8("date,reading\r\n".repeat(5000));
    const photo = randomBytes(50_000);
    zip.file("csv/readings.csv", text);
    zip.file("attachments/photo.jpg", new Uint8Array(photo));
    report(strToU8("%PDF-1.3 ".repeat(2000)));
    const { listing, test } = unzip(await zip.end());

    expect(test.stdout).toContain("No errors detected");
    expect(test.status).toBe(0);
    const entries = listing
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols.length === 8 && /^\d+$/.test(cols[0]!));
    expect(entries.map((cols) => [cols[7], cols[0], cols[1]])).toEqual([
      ["report.pdf", "18000", "Defl:N"],
      ["csv/readings.csv", String(text.length), "Defl:N"],
      ["attachments/photo.jpg", "50000", "Stored"],
    ]);
  });
});
