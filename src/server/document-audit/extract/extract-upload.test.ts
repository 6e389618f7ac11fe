import { strToU8, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import type { ExtractedDocument } from "../../../domain/document-audit/contract";
import { makeCsv, makeDocx, makePagePhoto, makePdf, makeScannedPdf, makeXlsx } from "../make-documents";
import { extractUpload } from "./extract-upload";
import { OcrSession } from "./ocr-session";

const ocr = new OcrSession();
afterAll(() => ocr.close());

async function extractOne(name: string, bytes: Uint8Array): Promise<ExtractedDocument> {
  const { documents, refused } = await extractUpload([{ name, bytes }], ocr);
  expect(refused).toEqual([]);
  expect(documents).toHaveLength(1);
  return documents[0] as ExtractedDocument;
}

const refusals = async (files: { name: string; bytes: Uint8Array }[]) => (await extractUpload(files, ocr)).refused;

describe("extracting a PDF with a text layer", () => {
  it("keeps paragraphs in order with their page and paragraph", async () => {
    const pdf = await makePdf([
      ["SOP-SAN-002 Sanitation of packing lines", "Purpose: keep food contact surfaces clean."],
      ["Responsibility: the sanitation lead signs the log."],
    ]);
    const document = await extractOne("SOPs/Sanitation.pdf", pdf);
    expect(document).toMatchObject({ name: "SOPs/Sanitation.pdf", mediaType: "application/pdf", ocr: false });
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(document.passages).toEqual([
      { locator: { kind: "page", page: 1, paragraph: 1 }, text: "SOP-SAN-002 Sanitation of packing lines" },
      { locator: { kind: "page", page: 1, paragraph: 2 }, text: "Purpose: keep food contact surfaces clean." },
      { locator: { kind: "page", page: 2, paragraph: 1 }, text: "Responsibility: the sanitation lead signs the log." },
    ]);
  });

  it("refuses a cut-off PDF as damaged and still reads the other files", async () => {
    const pdf = await makePdf([["Water test results, generic E. coli"]]);
    const { documents, refused } = await extractUpload(
      [
        { name: "broken.pdf", bytes: pdf.subarray(0, 200) },
        { name: "fine.pdf", bytes: pdf },
      ],
      ocr,
    );
    expect(refused).toEqual([{ name: "broken.pdf", reason: "damaged" }]);
    expect(documents.map((d) => d.name)).toEqual(["fine.pdf"]);
  });
});

describe("extracting a DOCX", () => {
  it("numbers its paragraphs and reads its tables by header", async () => {
    const docx = makeDocx(
      ["Glass and brittle plastic policy", "Scope: every area of the packinghouse & cold room."],
      [
        [
          ["Date", "Topic", "Attendee", "Trainer"],
          ["2025-03-04", "Worker hygiene", "M. Ortega", "L. Chen"],
        ],
      ],
    );
    const document = await extractOne("Policy.docx", docx);
    expect(document.mediaType).toContain("wordprocessingml");
    expect(document.passages.slice(0, 2)).toEqual([
      { locator: { kind: "paragraph", paragraph: 1 }, text: "Glass and brittle plastic policy" },
      { locator: { kind: "paragraph", paragraph: 2 }, text: "Scope: every area of the packinghouse & cold room." },
    ]);
    expect(document.tables).toEqual([
      {
        columns: ["Date", "Topic", "Attendee", "Trainer"],
        headerRow: 1,
        rows: [
          { row: 2, cells: { Date: "2025-03-04", Topic: "Worker hygiene", Attendee: "M. Ortega", Trainer: "L. Chen" } },
        ],
      },
    ]);
  });
});

describe("extracting spreadsheets", () => {
  it("reads an XLSX sheet by sheet, the header found below a title, rows numbered as Excel shows them", async () => {
    const xlsx = await makeXlsx({
      "Cooler temps": [
        ["Cooler 2 temperature log"],
        ["date", "reading_c", "initials"],
        [new Date(Date.UTC(2025, 5, 1)), 2.5, "JR"],
        [new Date(Date.UTC(2025, 5, 2)), 7.1, ""],
      ],
      Calibration: [
        ["device", "reference", "result", "date"],
        ["Thermometer T-4", "Ice point 0 °C", "0.2", "2025-05-30"],
      ],
    });
    const document = await extractOne("Logs.xlsx", xlsx);
    expect(document.tables).toEqual([
      {
        sheet: "Cooler temps",
        columns: ["date", "reading_c", "initials"],
        headerRow: 2,
        rows: [
          { row: 3, cells: { date: "2025-06-01", reading_c: "2.5", initials: "JR" } },
          { row: 4, cells: { date: "2025-06-02", reading_c: "7.1", initials: "" } },
        ],
      },
      {
        sheet: "Calibration",
        columns: ["device", "reference", "result", "date"],
        headerRow: 1,
        rows: [
          {
            row: 2,
            cells: { device: "Thermometer T-4", reference: "Ice point 0 °C", result: "0.2", date: "2025-05-30" },
          },
        ],
      },
    ]);
    expect(document.passages).toContainEqual({
      locator: { kind: "row", sheet: "Cooler temps", row: 1 },
      text: "Cooler 2 temperature log",
    });
    expect(document.passages).toContainEqual({
      locator: { kind: "row", sheet: "Cooler temps", row: 4 },
      text: "date: 2025-06-02; reading_c: 7.1",
    });
  });

  it("reads a CSV with a BOM, semicolons and a quoted field, keeping spreadsheet row numbers past a blank line", async () => {
    const csv = strToU8('\uFEFFdate;employee;trainer\n2025-03-04;"Ortega; M.";L. Chen\n\n2025-03-05;J. Ruiz;\n');
    const document = await extractOne("Training_Records.csv", csv);
    expect(document.mediaType).toBe("text/csv");
    expect(document.tables).toEqual([
      {
        columns: ["date", "employee", "trainer"],
        headerRow: 1,
        rows: [
          { row: 2, cells: { date: "2025-03-04", employee: "Ortega; M.", trainer: "L. Chen" } },
          { row: 4, cells: { date: "2025-03-05", employee: "J. Ruiz", trainer: "" } },
        ],
      },
    ]);
    const comma = await extractOne(
      "a.csv",
      makeCsv([
        ["lot", "note"],
        ["OX-1", 'said "ok", shipped'],
      ]),
    );
    expect(comma.tables[0]?.rows[0]?.cells).toEqual({ lot: "OX-1", note: 'said "ok", shipped' });
  });
});

describe("photos and scanned pages", () => {
  it("reads a photo of a page and a scanned PDF page by OCR, in English and in Spanish", async () => {
    const photo = await makePagePhoto(["Water test report", "Generic E. coli: not detected"]);
    const fromPhoto = await extractOne("water-test.png", photo);
    expect(fromPhoto).toMatchObject({ mediaType: "image/png", ocr: true });
    expect(fromPhoto.passages.map((p) => p.text).join(" ")).toMatch(/Water test report.*E\. ?coli/);
    expect(fromPhoto.passages[0]?.locator).toEqual({ kind: "page", page: 1, paragraph: 1 });

    const scan = await makeScannedPdf([
      "Registro de limpieza de la línea de empaque",
      "Acción correctiva: se volvió a lavar.",
    ]);
    const fromScan = await extractOne("scan.pdf", scan);
    expect(fromScan.ocr).toBe(true);
    expect(fromScan.passages.map((p) => p.text).join(" ")).toContain("Acción correctiva");
  }, 120_000);
});

describe("ZIP uploads", () => {
  it("unpacks folders and nested ZIPs, naming each file by its path, skipping folders and hidden files", async () => {
    const inner = zipSync({
      "Sanitation.csv": makeCsv([
        ["date", "area"],
        ["2025-06-01", "Line 1"],
      ]),
    });
    const outer = zipSync({
      "Records/": new Uint8Array(0),
      "Records/2025.zip": inner,
      "__MACOSX/._x": strToU8("junk"),
      ".DS_Store": strToU8("junk"),
      "Policy.docx": makeDocx(["Food defense plan"]),
    });
    const { documents, refused } = await extractUpload([{ name: "Upload.zip", bytes: outer }], ocr);
    expect(refused).toEqual([]);
    expect(documents.map((d) => d.name).sort()).toEqual([
      "Upload.zip/Policy.docx",
      "Upload.zip/Records/2025.zip/Sanitation.csv",
    ]);
  });

  it("refuses a ZIP bomb after bounded work, whatever its headers claim", async () => {
    const bomb = zipSync({ "zeros.csv": new Uint8Array(16 * 1024 * 1024) }, { level: 6 });
    expect(await refusals([{ name: "bomb.zip", bytes: bomb }])).toEqual([{ name: "bomb.zip", reason: "zip_bomb" }]);
  });

  it("refuses ZIPs nested deeper than allowed, a damaged ZIP, and an unsupported file", async () => {
    const level3 = zipSync({ "c.zip": zipSync({ "b.zip": zipSync({ "a.csv": makeCsv([["x", "y"]]) }) }) });
    expect(await refusals([{ name: "deep.zip", bytes: level3 }])).toEqual([
      { name: "deep.zip/c.zip/b.zip", reason: "too_deep" },
    ]);
    expect(await refusals([{ name: "cut.zip", bytes: level3.subarray(0, 30) }])).toEqual([
      { name: "cut.zip", reason: "damaged" },
    ]);
    const gif = strToU8("GIF89a\u0001\u0000\u0001\u0000");
    expect(await refusals([{ name: "logo.gif", bytes: gif }])).toEqual([{ name: "logo.gif", reason: "unsupported" }]);
  });
});
