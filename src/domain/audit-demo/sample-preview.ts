import type { SampleFile } from "./sample-files";

const LINES = 5;

/** The first lines of a sample document as its file holds them: paragraphs, table rows, CSV lines. */
export function samplePreview(file: SampleFile): string {
  const { content } = file;
  switch (content.format) {
    case "pdf":
      return (content.pages[0] ?? []).slice(0, 3).join("\n\n");
    case "docx": {
      const table = (content.tables[0] ?? []).slice(0, LINES).map((row) => row.join(" | "));
      return [...content.paragraphs.slice(0, 2), "", ...table].join("\n");
    }
    case "csv":
      return content.rows
        .slice(0, LINES)
        .map((row) => row.join(","))
        .join("\n");
  }
}
