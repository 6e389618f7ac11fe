import { describe, expect, it } from "vitest";
import { storedFileName } from "./stored-file-name";

describe("storedFileName", () => {
  it("removes bidirectional control characters so a name shows what it is", () => {
    expect(storedFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(storedFileName("\u2066report\u2069\u200E\u200F\u202A\u202B\u202C\u202D\u2067\u2068\u061C.pdf")).toBe(
      "report.pdf",
    );
  });
  it("keeps right-to-left letters themselves", () => {
    expect(storedFileName("تقرير.pdf")).toBe("تقرير.pdf");
  });
  it("replaces separators, quotes and control characters, and keeps the last 200 characters", () => {
    expect(storedFileName('../a\\b"c\u0001.pdf')).toBe(".._a_b_c_.pdf");
    expect(storedFileName(`${"x".repeat(250)}.pdf`)).toHaveLength(200);
    expect(storedFileName("\u202E")).toBe("file");
  });
});
