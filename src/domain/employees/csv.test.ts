import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv", () => {
  it("splits rows and cells and keeps each row's line number", () => {
    expect(parseCsv("a,b\n1,2\r\n\n3,4")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["1", "2"] },
      { line: 4, cells: ["3", "4"] },
    ]);
  });
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const rows = parseCsv('name,note\n"Cruz, Ana","said ""hi""\nthen left"\nnext,row');
    expect(rows[1]).toEqual({ line: 2, cells: ["Cruz, Ana", 'said "hi"\nthen left'] });
    expect(rows[2]).toEqual({ line: 4, cells: ["next", "row"] });
  });
  it("ignores a byte-order mark and a trailing newline", () => {
    expect(parseCsv("\uFEFFa,b\n")).toEqual([{ line: 1, cells: ["a", "b"] }]);
  });
});
