// Writes the landing page's sample documents (src/domain/audit-demo/sample-files.ts) as real files into
// assets/sample-documents/. Run after changing their content: `npm run samples:generate`; the unit test
// src/server/document-audit/samples/sample-files.test.ts fails while the committed files differ.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeSampleFiles } from "../src/server/document-audit/samples/make-sample-files";
import { SAMPLE_FILES_DIR } from "../src/server/document-audit/samples/sample-files-dir";

await mkdir(SAMPLE_FILES_DIR, { recursive: true });
for (const file of await makeSampleFiles()) {
  await writeFile(path.join(SAMPLE_FILES_DIR, file.name), file.bytes);
  console.log(`wrote ${path.join("assets/sample-documents", file.name)} (${file.bytes.length} bytes)`);
}
