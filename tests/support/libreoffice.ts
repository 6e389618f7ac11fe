import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";

const run = promisify(execFile);

/** How long one LibreOffice run may take; a test that starts one gives itself this long as well. */
export const LIBREOFFICE_TIMEOUT_MS = 60_000;

/**
 * Workbooks opened and saved again by LibreOffice Calc (Debian's `libreoffice-calc-nogui`, installed by
 * `npm test`): a spreadsheet application reads what we write, and what it saves — every row and cell with
 * its reference — is what exceljs then reads in a test (exceljs itself refuses rows without `r`, which
 * SpreadsheetML makes optional; decision 171). All the workbooks go through one LibreOffice start (its start
 * is most of the cost, several seconds on a loaded machine). Each call has its own LibreOffice profile, so
 * test files running at once do not share one.
 */
export async function resavedAllByLibreOffice(xlsxs: readonly Buffer[]): Promise<Buffer[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "clausewise-calc-"));
  try {
    const inputs = xlsxs.map((_, i) => path.join(dir, "in", `workbook-${i}.xlsx`));
    await fs.mkdir(path.join(dir, "in"));
    await Promise.all(inputs.map((input, i) => fs.writeFile(input, xlsxs[i]!)));
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
        ...inputs,
      ],
      { timeout: LIBREOFFICE_TIMEOUT_MS },
    );
    return await Promise.all(inputs.map((input) => fs.readFile(path.join(out, path.basename(input)))));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** One workbook opened and saved again by LibreOffice Calc (see `resavedAllByLibreOffice`). */
export const resavedByLibreOffice = async (xlsx: Buffer): Promise<Buffer> =>
  (await resavedAllByLibreOffice([xlsx]))[0]!;
