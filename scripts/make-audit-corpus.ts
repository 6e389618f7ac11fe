/**
 * `npm run corpus:make`: writes the labelled corpus's documents (tests/fixtures/audit-corpus/<case>/…)
 * from their content in src/server/document-audit/corpus/corpus-content.ts. The labels (expected.json)
 * are written by hand and never touched here. corpus-files.test.ts fails when the committed files and
 * this script's output differ.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { CORPUS_DIR } from "../src/server/document-audit/corpus/audit-corpus";
import { corpusCases } from "../src/server/document-audit/corpus/corpus-content";
import { makeCorpusFile } from "../src/server/document-audit/corpus/make-corpus-file";

let count = 0;
for (const corpusCase of corpusCases) {
  for (const file of corpusCase.files) {
    const target = path.join(CORPUS_DIR, corpusCase.id, file.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await makeCorpusFile(file));
    count += 1;
  }
}
console.log(`${count} documents in ${corpusCases.length} cases written to ${path.relative(process.cwd(), CORPUS_DIR)}`);
