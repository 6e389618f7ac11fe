import { type SampleFile, sampleFiles } from "../../../domain/audit-demo/sample-files";
import { makeCsv, makeDocx, makePdf } from "../make-documents";

/** One sample document as the bytes of its file. */
export async function makeSampleFile(file: SampleFile): Promise<Uint8Array> {
  const { content } = file;
  switch (content.format) {
    case "pdf":
      return makePdf(content.pages);
    case "docx":
      return makeDocx(content.paragraphs, content.tables);
    case "csv":
      return makeCsv(content.rows);
  }
}

/** Every sample document, in the landing page's order. */
export async function makeSampleFiles(): Promise<{ name: string; bytes: Uint8Array }[]> {
  return Promise.all(sampleFiles.map(async (file) => ({ name: file.name, bytes: await makeSampleFile(file) })));
}
