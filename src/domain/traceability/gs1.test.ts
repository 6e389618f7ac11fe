import { describe, expect, it } from "vitest";
import {
  buildGs1ElementString,
  caseLabelDates,
  fromYymmdd,
  GS,
  gs1CheckDigit,
  isValidGtin,
  parseGs1ElementString,
} from "./gs1";

describe("GTIN check digits (GS1 mod 10)", () => {
  it("computes the check digit with weights 3, 1, 3 … from the right", () => {
    // 4006381333931: 3·3+9+3·3+3+3·3+1+8·3+3+6·3+0+0·3+4 = 89 → 1.
    expect(gs1CheckDigit("400638133393")).toBe(1);
    // 10614141000415: sum 55 → 5. UPC-A 036000291452: sum 58 → 2.
    expect(gs1CheckDigit("1061414100041")).toBe(5);
    expect(gs1CheckDigit("03600029145")).toBe(2);
  });

  it("accepts GTIN-8/12/13/14 with the right check digit only", () => {
    expect(isValidGtin("4006381333931")).toBe(true);
    expect(isValidGtin("036000291452")).toBe(true);
    expect(isValidGtin("10614141000415")).toBe(true);
    expect(isValidGtin("10614141000416")).toBe(false);
    expect(isValidGtin("1061414100041")).toBe(false);
    expect(isValidGtin("10614141000415 ")).toBe(false);
    expect(isValidGtin("123456789")).toBe(false);
  });
});

describe("case label element strings", () => {
  const label = { gtin: "10614141000415", lot: "OXNARD-20260306-001", packDate: "2026-03-06" };

  it("prints (01) GTIN, (10) lot and (13) pack date", () => {
    expect(buildGs1ElementString(label)).toEqual({
      ok: true,
      value: "(01)10614141000415(10)OXNARD-20260306-001(13)260306",
    });
  });

  it("encodes a GS after the lot when a field follows it, none at the end", () => {
    expect(buildGs1ElementString(label, "raw")).toEqual({
      ok: true,
      value: `0110614141000415${"10OXNARD-20260306-001"}${GS}13260306`,
    });
    expect(buildGs1ElementString({ gtin: label.gtin, lot: "A1" }, "raw")).toEqual({
      ok: true,
      value: "011061414100041510A1",
    });
    expect(buildGs1ElementString({ ...label, bestBefore: "2026-03-20", count: 12 }, "raw")).toEqual({
      ok: true,
      value: `011061414100041510OXNARD-20260306-001${GS}13260306152603203712`,
    });
  });

  it("pads a GTIN-13 to the 14 digits of (01)", () => {
    expect(buildGs1ElementString({ gtin: "4006381333931", lot: "L1" })).toEqual({
      ok: true,
      value: "(01)04006381333931(10)L1",
    });
  });

  it("refuses a wrong check digit, a lot over 20 characters or with parentheses, a date that does not exist", () => {
    expect(buildGs1ElementString({ ...label, gtin: "10614141000416" })).toEqual({ ok: false, problem: "invalid_gtin" });
    expect(buildGs1ElementString({ ...label, lot: "A".repeat(21) })).toEqual({ ok: false, problem: "invalid_lot" });
    expect(buildGs1ElementString({ ...label, lot: "A(1)" })).toEqual({ ok: false, problem: "invalid_lot" });
    expect(buildGs1ElementString({ ...label, lot: "LOT 1" })).toEqual({ ok: false, problem: "invalid_lot" });
    expect(buildGs1ElementString({ ...label, packDate: "2026-02-30" })).toEqual({ ok: false, problem: "invalid_date" });
  });
});

describe("YYMMDD dates", () => {
  it("picks the century within 49 years back and 50 ahead of today (GS1 7.12)", () => {
    expect(fromYymmdd("260306", "2026-11-26")).toBe("2026-03-06");
    expect(fromYymmdd("760101", "2026-11-26")).toBe("2076-01-01"); // 76 − 26 = 50: this century
    expect(fromYymmdd("770101", "2026-11-26")).toBe("1977-01-01"); // 51: the last one
    expect(fromYymmdd("100101", "2060-06-01")).toBe("2110-01-01"); // 10 − 60 = −50: the next one
  });

  it("reads day 00 as the month's last day and refuses days that do not exist", () => {
    expect(fromYymmdd("280200", "2026-11-26")).toBe("2028-02-29");
    expect(fromYymmdd("260400", "2026-11-26")).toBe("2026-04-30");
    expect(fromYymmdd("260230", "2026-11-26")).toBeNull();
    expect(fromYymmdd("261301", "2026-11-26")).toBeNull();
    expect(fromYymmdd("2603", "2026-11-26")).toBeNull();
  });
});

describe("parsing scanned GS1-128 data", () => {
  const today = "2026-11-26";

  it("reads ]C1 data with a GS after the lot", () => {
    expect(parseGs1ElementString(`]C1011061414100041510LOT-7${GS}13260306`, today)).toEqual({
      ok: true,
      label: { gtin: "10614141000415", lot: "LOT-7", packDate: "2026-03-06" },
    });
  });

  it("reads fixed-length fields without separators and the lot last", () => {
    expect(parseGs1ElementString("0110614141000415112603011526033117260400103A", today)).toEqual({
      ok: true,
      label: {
        gtin: "10614141000415",
        productionDate: "2026-03-01",
        bestBefore: "2026-03-31",
        expiry: "2026-04-30",
        lot: "3A",
      },
    });
  });

  it("reads the printed form with parentheses, and a count (37)", () => {
    expect(parseGs1ElementString("(01)10614141000415(10)LOT-7(13)260306(37)24", today)).toEqual({
      ok: true,
      label: { gtin: "10614141000415", lot: "LOT-7", packDate: "2026-03-06", count: 24 },
    });
  });

  it("round-trips what it builds", () => {
    const label = { gtin: "10614141000415", lot: "OX-1", packDate: "2026-03-06", expiry: "2026-03-20", count: 8 };
    for (const form of ["printed", "raw"] as const) {
      const built = buildGs1ElementString(label, form);
      expect(built.ok && parseGs1ElementString(built.value, today)).toEqual({ ok: true, label });
    }
  });

  it("names what is wrong", () => {
    expect(parseGs1ElementString("(01)10614141000416(10)A", today)).toEqual({ ok: false, problem: "invalid_gtin" });
    expect(parseGs1ElementString("(01)10614141000415(21)SERIAL", today)).toEqual({ ok: false, problem: "unknown_ai" });
    expect(parseGs1ElementString("011061414100041521SERIAL", today)).toEqual({ ok: false, problem: "unknown_ai" });
    expect(parseGs1ElementString("01106141410004", today)).toEqual({ ok: false, problem: "truncated" });
    expect(parseGs1ElementString(`0110614141000415${"10"}${"A".repeat(21)}`, today)).toEqual({
      ok: false,
      problem: "invalid_lot",
    });
    expect(parseGs1ElementString("(01)10614141000415(13)260230", today)).toEqual({
      ok: false,
      problem: "invalid_date",
    });
    expect(parseGs1ElementString("(10)LOT-7", today)).toEqual({ ok: false, problem: "missing_gtin" });
    expect(parseGs1ElementString("(01)10614141000415(10)A(10)B", today)).toEqual({
      ok: false,
      problem: "duplicate_ai",
    });
    expect(parseGs1ElementString("(01)10614141000415junk", today)).toEqual({ ok: false, problem: "truncated" });
  });
});

describe("case label dates (decision 149)", () => {
  it("prints the pack date, and the shelf life's end as best before or use by", () => {
    expect(caseLabelDates("2026-03-06", undefined)).toEqual({ packDate: "2026-03-06" });
    // 6 March + 14 days = 20 March; 25 December + 10 days crosses the year.
    expect(caseLabelDates("2026-03-06", { days: 14, dateKind: "best_before" })).toEqual({
      packDate: "2026-03-06",
      bestBefore: "2026-03-20",
    });
    expect(caseLabelDates("2026-12-25", { days: 10, dateKind: "use_by" })).toEqual({
      packDate: "2026-12-25",
      expiry: "2027-01-04",
    });
  });

  it("prints no date for a lot whose packing date the site does not know", () => {
    expect(caseLabelDates(undefined, { days: 14, dateKind: "use_by" })).toEqual({});
  });
});
