import { describe, expect, it } from "vitest";
import { GS } from "./gs1";
import { looksLikeGs1, readLotField } from "./scan";

const today = "2026-03-10";

describe("a lot code field that takes a scanned GS1-128 label", () => {
  it("keeps a typed lot code as typed (trimmed)", () => {
    expect(readLotField(" OXN-20260307-001 ", today)).toEqual({ kind: "typed", tlc: "OXN-20260307-001" });
    // A lot code made of digits is not mistaken for a label.
    expect(looksLikeGs1("0123456")).toBe(false);
  });

  it("reads the lot and GTIN of a scan with the symbology identifier and a GS after the lot", () => {
    expect(readLotField(`]C1011061414100041510ABC123${GS}13260307`, today)).toEqual({
      kind: "scanned",
      tlc: "ABC123",
      label: { gtin: "10614141000415", lot: "ABC123", packDate: "2026-03-07" },
    });
  });

  it("reads the printed form with parentheses", () => {
    expect(readLotField("(01)10614141000415(10)OXN-0307(17)260410", today)).toEqual({
      kind: "scanned",
      tlc: "OXN-0307",
      label: { gtin: "10614141000415", lot: "OXN-0307", expiry: "2026-04-10" },
    });
  });

  it("says why a label cannot be read: a bad check digit, or no lot on it", () => {
    expect(readLotField("(01)10614141000416(10)ABC", today)).toEqual({ kind: "unreadable", problem: "invalid_gtin" });
    expect(readLotField("(01)10614141000415(13)260307", today)).toEqual({ kind: "unreadable", problem: "no_lot" });
  });
});
