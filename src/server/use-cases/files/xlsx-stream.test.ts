import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import {
  LIBREOFFICE_TIMEOUT_MS,
  resavedAllByLibreOffice,
  resavedByLibreOffice,
} from "../../../../tests/support/libreoffice";
import { columnLetters, EXCEL_MAX_ROWS, streamXlsx } from "./xlsx-stream";

async function* batchesOf(rows: string[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Whether each sheet's first row is frozen, read from the sheets' XML: LibreOffice without a window saves no
 * view settings, frozen panes included.
 */
const frozenHeader = (bytes: Buffer) =>
  Object.entries(unzipSync(new Uint8Array(bytes)))
    .filter(([name]) => name.startsWith("xl/worksheets/"))
    .map(([, xml]) =>
      strFromU8(xml).includes('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'),
    );

/** Each sheet's rows, their first two cells as text. */
const twoColumns = (workbook: ExcelJS.Workbook) =>
  workbook.worksheets.map((sheet) => {
    const values: string[][] = [];
    sheet.eachRow((row) => values.push([1, 2].map((c) => String(row.getCell(c).value))));
    return values;
  });

async function loaded(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The workbook as LibreOffice Calc opens and saves it, read by exceljs (decision 171). */
const readBack = async (bytes: Buffer) => loaded(await resavedByLibreOffice(bytes));

/** Several workbooks, each as LibreOffice Calc opens and saves it, through one LibreOffice start. */
const readAllBack = async (workbooks: Buffer[]) => Promise.all((await resavedAllByLibreOffice(workbooks)).map(loaded));

describe("streamXlsx", () => {
  it(
    "goes on in another sheet, under its own header, when a sheet holds the most rows it may",
    async () => {
      // Excel's limit, header row included (2^20).
      expect(EXCEL_MAX_ROWS).toBe(1_048_576);
      const header = ["Event ID", "Lot"];
      const rows = Array.from({ length: 11 }, (_, i) => [`E${i + 1}`, `LOT-${i + 1}`]);
      let logged = 0;
      const bytes = await buffer(
        streamXlsx({
          sheetName: "FSMA 204",
          header,
          rows: batchesOf(rows, 4),
          maxRowsPerSheet: 5,
          onRowsWritten: async () => void logged++,
        }),
      );
      expect(logged).toBe(1);
      const [workbook, exact, whole] = await readAllBack([
        bytes,
        // A sheet exactly full opens no empty one after it.
        await buffer(streamXlsx({ sheetName: "S", header, rows: batchesOf(rows.slice(0, 8), 4), maxRowsPerSheet: 5 })),
        // A piece (here a batch of 3) is never split: one that would pass the limit starts the next sheet.
        await buffer(streamXlsx({ sheetName: "S", header, rows: batchesOf(rows.slice(0, 8), 3), maxRowsPerSheet: 5 })),
      ]);
      expect(workbook!.worksheets.map((sheet) => sheet.name)).toEqual(["FSMA 204", "FSMA 204 (2)", "FSMA 204 (3)"]);
      expect(frozenHeader(bytes)).toEqual([true, true, true]);
      for (const sheet of workbook!.worksheets) {
        expect(sheet.autoFilter).toBe("A1:B1");
        expect(sheet.getCell("A1").font?.bold).toBe(true);
      }
      // Four rows under the header in each full sheet, the rest in the last.
      expect(twoColumns(workbook!)).toEqual([
        [header, ...rows.slice(0, 4)],
        [header, ...rows.slice(4, 8)],
        [header, ...rows.slice(8)],
      ]);
      expect(exact!.worksheets.map((sheet) => sheet.rowCount)).toEqual([5, 5]);
      expect(twoColumns(whole!)).toEqual([
        [header, ...rows.slice(0, 3)],
        [header, ...rows.slice(3, 6)],
        [header, ...rows.slice(6, 8)],
      ]);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it(
    "writes a workbook LibreOffice reads: bold frozen header, autofilter, every row's text as given",
    async () => {
      const header = ["Event ID", "Name", "Note"];
      const rows = [
        ["1", "Romaine & <Iceberg>", ""],
        ["2", "", "  leading and trailing  "],
        ["3", "=SUM(A1:A2)", "line\nbreak, \"quoted\" 'single' ñandú 😀"],
        ["4", "bell\u0007char", "tab\tinside"],
      ];
      const bytes = await buffer(streamXlsx({ sheetName: "FSMA 204", header, rows: batchesOf(rows, 3) }));
      const workbook = await readBack(bytes);
      const sheet = workbook.getWorksheet("FSMA 204")!;
      expect(frozenHeader(bytes)).toEqual([true]);
      expect(sheet.autoFilter).toBe("A1:C1");
      expect(sheet.getRow(1).font?.bold ?? sheet.getCell("A1").font?.bold).toBe(true);
      expect(sheet.getCell("B2").font?.bold).toBeFalsy();
      expect(sheet.rowCount).toBe(5);
      const read = [];
      for (let r = 1; r <= sheet.rowCount; r++)
        read.push([1, 2, 3].map((c) => (sheet.getRow(r).getCell(c).value ?? "") as string));
      // A formula stays text (an inline string), and XML's forbidden control character is dropped.
      expect(read).toEqual([header, ...rows.slice(0, 3), ["4", "bellchar", "tab\tinside"]]);
      expect(sheet.getCell("B4").type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getColumn(1).width).toBe(22);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it(
    "writes the header alone when there are no rows, and names the filter range in the workbook",
    async () => {
      const header = Array.from({ length: 30 }, (_, i) => `Column ${i + 1}`);
      const bytes = await buffer(streamXlsx({ sheetName: "Empty", header, rows: batchesOf([], 10) }));
      const files = unzipSync(new Uint8Array(bytes));
      expect(Object.keys(files).sort()).toEqual([
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/_rels/workbook.xml.rels",
        "xl/styles.xml",
        "xl/workbook.xml",
        "xl/worksheets/sheet1.xml",
      ]);
      expect(strFromU8(files["xl/workbook.xml"]!)).toContain(
        '<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">\'Empty\'!$A$1:$AD$1</definedName>',
      );
      const sheet = (await readBack(bytes)).getWorksheet("Empty")!;
      expect(sheet.rowCount).toBe(1);
      expect(sheet.getCell("AD1").value).toBe("Column 30");
      expect(sheet.autoFilter).toBe("A1:AD1");
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it("runs its hook after the last row, before the file ends, and fails the stream when the hook fails", async () => {
    const seen: string[] = [];
    async function* rows() {
      yield [["a"]];
      seen.push("last row given");
    }
    const ok = streamXlsx({
      sheetName: "S",
      header: ["H"],
      rows: rows(),
      onRowsWritten: async () => {
        seen.push("hook");
      },
    });
    await buffer(ok);
    expect(seen).toEqual(["last row given", "hook"]);
    const failing = streamXlsx({
      sheetName: "S",
      header: ["H"],
      rows: batchesOf([["a"]], 1),
      onRowsWritten: () => Promise.reject(new Error("log failed")),
    });
    await expect(buffer(failing)).rejects.toThrow("log failed");
  });

  it(
    "streams many rows in a file that reads back whole",
    async () => {
      const rows = Array.from({ length: 20_000 }, (_, i) => [`id-${i}`, `lot ${i % 97}`, String(i * 3)]);
      const bytes = await buffer(
        streamXlsx({ sheetName: "Big", header: ["A", "B", "C"], rows: batchesOf(rows, 5000) }),
      );
      const sheet = (await readBack(bytes)).getWorksheet("Big")!;
      expect(sheet.rowCount).toBe(20_001);
      expect(sheet.getRow(20_001).values).toEqual([undefined, "id-19999", "lot 17", "59997"]);
      const read: unknown[] = [];
      sheet.eachRow((row, r) => {
        if (r > 1) read.push((row.values as unknown[]).slice(1));
      });
      expect(read).toEqual(rows);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it("names columns past Z", () => {
    expect([0, 25, 26, 31, 51, 52, 701, 702].map(columnLetters)).toEqual([
      "A",
      "Z",
      "AA",
      "AF",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });
});
