import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";

const run = promisify(execFile);

/**
 * A workbook opened and saved again by LibreOffice Calc (Debian's `libreoffice-calc-nogui`, installed by
 * `npm test`): a spreadsheet application reads what we write, and what it saves — every row and cell with
 * its reference — is what exceljs then reads in a test (exceljs itself refuses rows without `r`, which
 * SpreadsheetML makes optional; decision 171). Each call has its own LibreOffice profile, so test files
 * running at once do not share one.
 */
export async function resavedByLibreOffice(xlsx: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "clausewise-calc-"));
  try {
    const input = path.join(dir, "in", "workbook.xlsx");
    await fs.mkdir(path.dirname(input));
    await fs.writeFile(input, xlsx);
    const out = path.join(dir, "out");
    await run(
      "soffice",
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`,
        "--headless",
        "--norestore",
        "--convert-to",
        "xlsx:Calc MS Excel 2007 XML",
        "--outdir",
        out,
        input,
      ],
      { timeout: 60_000 },
    );
    return await fs.readFile(path.join(out, "workbook.xlsx"));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
