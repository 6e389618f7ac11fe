import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { neutraliseFormula, writeCsv, writeCsvRows } from "./write-csv";

describe("neutraliseFormula", () => {
  it("prefixes an apostrophe to text a spreadsheet would run as a formula", () => {
    for (const formula of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=1", "\rx", '=HYPERLINK("http://x","y")']) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
  });

  it("also catches a formula after leading spaces, tabs, line breaks or a non-breaking space", () => {
    for (const formula of ["  =1+1", "\n=cmd|' /C calc'!A0", "\r\n@SUM(A1)", " \t+1", "\u00a0-2+3", "\n\n=1"]) {
      expect(neutraliseFormula(formula)).toBe(`'${formula}`);
    }
  });

  it("leaves ordinary text, plain numbers and a formula character later in the text alone", () => {
    for (const text of ["", "Cooler 2", "-4.5", "+12", "41", "a=b", "Reading 36 °F - within limits", "e-mail@x"]) {
      expect(neutraliseFormula(text)).toBe(text);
    }
  });
});

describe("writeCsv", () => {
  it("writes RFC 4180 with CRLF line ends, quoting commas, quotes and line breaks", () => {
    const csv = writeCsv(
      ["name", "note", "count"],
      [
        ["a", 'b,"c"', 3],
        ["x\ny", null, undefined],
      ],
    );
    expect(csv).toBe('\ufeffname,note,count\r\na,"b,""c""",3\r\n"x\ny",,\r\n');
  });

  it("quotes a lone carriage return too, and leaves text starting with an accent or a digit as it is", () => {
    const csv = writeCsv(["a"], [["x\ry"], ["é, ñ"], ["ñandú"], ["2026-03-04"], [0.5], [false]]);
    expect(csv).toBe('\ufeffa\r\n"x\ry"\r\n"é, ñ"\r\nñandú\r\n2026-03-04\r\n0.5\r\nfalse\r\n');
  });

  it("neutralises every text cell, the header included, but not numbers", () => {
    const csv = writeCsv(["=head"], [["  =1+1"], [-5], [true]]);
    expect(csv).toBe("\ufeff'=head\r\n'  =1+1\r\n-5\r\ntrue\r\n");
  });

  it("reads back (with csv-parse, as imports do) to the neutralised cells", () => {
    const cells = [["Temp, cooler 2", '"quoted"', "line\nbreak", "\n=evil()"]];
    const parsed = parse(writeCsv(["a", "b", "c", "d"], cells), { bom: true });
    expect(parsed).toEqual([
      ["a", "b", "c", "d"],
      ["Temp, cooler 2", '"quoted"', "line\nbreak", "'\n=evil()"],
    ]);
  });

  it("always starts with a UTF-8 byte-order mark, so Excel reads accents and °F", () => {
    const bytes = Buffer.from(writeCsv(["Cláusula", "°F"], [["sí", "41"]]), "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe("Cláusula,°F\r\nsí,41\r\n");
  });

  it("writes what csv-stringify writes for the same neutralised cells (the writer is by hand only for speed)", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const alphabet = ["a", "é", "1", ",", '"', "\r", "\n", " ", "-", "=", "@", "+", "\t", "°"];
    const rows = Array.from({ length: 5000 }, () =>
      Array.from({ length: 4 }, () =>
        Array.from({ length: next() % 6 }, () => alphabet[next() % alphabet.length]).join(""),
      ),
    );
    // A line break inside a cell is quoted, whichever of \r and \n it is.
    const expected = stringify(
      rows.map((row) => row.map(neutraliseFormula)),
      { record_delimiter: "windows", quoted_match: /[\r\n]/ },
    );
    expect(writeCsvRows(rows)).toBe(expected);
  });
});
