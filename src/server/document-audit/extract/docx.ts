import mammoth from "mammoth";
import type { ExtractedTable, Passage } from "../../../domain/document-audit/contract";
import { ExtractionRefused } from "./refusal";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Tables of a DOCX from mammoth's HTML (a small, regular subset: `<table><tr><td><p>…`): the first row is
 * the header. Rows are numbered as in the table, header = 1.
 */
function tablesOf(html: string): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  for (const [, body = ""] of html.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = ""]) =>
      [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map(([, cell = ""]) => decode(cell)),
    );
    const [header, ...data] = rows;
    if (!header || header.filter(Boolean).length < 2) continue;
    tables.push({
      columns: header,
      headerRow: 1,
      rows: data.map((cells, i) => ({
        row: i + 2,
        cells: Object.fromEntries(header.map((column, c) => [column, cells[c] ?? ""])),
      })),
    });
  }
  return tables;
}

/** A DOCX's paragraphs in order (`paragraph` locators, from 1) and its tables. */
export async function extractDocx(
  name: string,
  bytes: Uint8Array,
): Promise<{ passages: Passage[]; tables: ExtractedTable[] }> {
  const buffer = Buffer.from(bytes);
  try {
    const [{ value: text }, { value: html }] = await Promise.all([
      mammoth.extractRawText({ buffer }),
      mammoth.convertToHtml({ buffer }),
    ]);
    const paragraphs = text
      .split(/\n{2,}/)
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter(Boolean);
    return {
      passages: paragraphs.map((p, i) => ({ locator: { kind: "paragraph", paragraph: i + 1 }, text: p })),
      tables: tablesOf(html),
    };
  } catch (error) {
    throw new ExtractionRefused("damaged", name, error instanceof Error ? error.message : undefined);
  }
}
