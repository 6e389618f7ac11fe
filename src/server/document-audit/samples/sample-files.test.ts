import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleFiles } from "../../../domain/audit-demo/sample-files";
import { makeSampleFiles } from "./make-sample-files";
import { SAMPLE_FILES_DIR } from "./sample-files-dir";

describe("the landing page's sample documents", () => {
  it("are committed exactly as the generator writes them from their content (run npm run samples:generate)", async () => {
    const committed = (await readdir(SAMPLE_FILES_DIR)).sort();
    expect(committed).toEqual(sampleFiles.map((f) => f.name).sort());
    for (const file of await makeSampleFiles()) {
      const onDisk = new Uint8Array(await readFile(path.join(SAMPLE_FILES_DIR, file.name)));
      expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(onDisk)), file.name).toBe(0);
    }
  });
});
