import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { expect } from "vitest";
import { resavedByLibreOffice } from "./libreoffice";

/**
 * The FDA sortable spreadsheet's sheet as LibreOffice Calc opens and saves it (decision 171), read back by
 * exceljs, after checking what every such download has: the header row frozen (in the sheet's own XML, as
 * we wrote it) and filtered across its 32 columns.
 */
export async function fdaSheetOpenedByCalc(xlsx: Buffer): Promise<ExcelJS.Worksheet> {
  expect(strFromU8(unzipSync(xlsx)["xl/worksheets/sheet1.xml"]!)).toContain(
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await resavedByLibreOffice(xlsx)) as never);
  const sheet = workbook.getWorksheet("FSMA 204")!;
  expect(sheet.autoFilter).toBe("A1:AF1");
  return sheet;
}
