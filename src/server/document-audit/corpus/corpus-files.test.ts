import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, loadCorpus } from "./audit-corpus";
import { corpusCases } from "./corpus-content";
import { makeCorpusFile } from "./make-corpus-file";

describe("the labelled corpus on disk", () => {
  it("holds exactly the files its generator writes, byte for byte (npm run corpus:make)", async () => {
    const onDisk = await loadCorpus();
    expect(onDisk.map((c) => c.id)).toEqual(corpusCases.map((c) => c.id).sort());
    for (const corpusCase of corpusCases) {
      const committed = onDisk.find((c) => c.id === corpusCase.id)!;
      expect(committed.files.map((f) => f.name).sort()).toEqual(corpusCase.files.map((f) => f.name).sort());
      for (const file of corpusCase.files) {
        const bytes = await readFile(path.join(CORPUS_DIR, corpusCase.id, file.name));
        expect(Buffer.compare(bytes, Buffer.from(await makeCorpusFile(file))), `${corpusCase.id}/${file.name}`).toBe(0);
      }
    }
  });

  it("has at least 40 documents of every format, and a label for every case", async () => {
    const files = corpusCases.flatMap((c) => c.files);
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(new Set(files.map((f) => f.format))).toEqual(new Set(["pdf", "docx", "xlsx", "csv", "photo", "scan"]));
    for (const corpusCase of await loadCorpus())
      expect(Object.keys(corpusCase.expected.verdicts).length).toBeGreaterThan(0);
  });
});
