import { describe, expect, it } from "vitest";
import { traceEventInputSchema, type TraceEventInput } from "./kde";
import { sampleBodies, dcId, packhouseId } from "./test-events";
import {
  checkTlcRules,
  formatTlc,
  isTlcTaken,
  mayAssignTlc,
  nextTlc,
  parseTlc,
  parseTlcTemplate,
  type TlcFormat,
  tlcFormatSettingsSchema,
} from "./tlc";

const format = (template: string, siteCode = "OXNARD"): TlcFormat => {
  const parsed = parseTlcTemplate(template, siteCode);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.format;
};
const event = (body: object) => traceEventInputSchema.parse(body) as TraceEventInput;

describe("which CTEs assign a traceability lot code (1.1320)", () => {
  it("initial packing, first land-based receiving and transformation; never shipping, harvesting, cooling", () => {
    expect(mayAssignTlc({ type: "initial_packing" })).toBe(true);
    expect(mayAssignTlc({ type: "first_land_based_receiving" })).toBe(true);
    expect(mayAssignTlc({ type: "transformation" })).toBe(true);
    expect(mayAssignTlc({ type: "shipping" })).toBe(false);
    expect(mayAssignTlc({ type: "harvesting" })).toBe(false);
    expect(mayAssignTlc({ type: "cooling" })).toBe(false);
  });

  it("receiving keeps the supplier's code, unless the food came from an exempt source without one (1.1345(b)(1))", () => {
    expect(mayAssignTlc({ type: "receiving" })).toBe(false);
    expect(mayAssignTlc({ type: "receiving", fromExemptSource: true })).toBe(true);
  });
});

describe("the TLC rules of an event", () => {
  const siteTlcs = ["OXNARD-20260306-001"];

  it("shipping names a lot the site holds, never a new code (1.1320(b))", () => {
    expect(checkTlcRules(event(sampleBodies.shipping), { siteTlcs })).toEqual([]);
    expect(checkTlcRules(event({ ...sampleBodies.shipping, tlc: "NEW-1" }), { siteTlcs })).toEqual([
      { field: "tlc", problem: "unknown_tlc" },
    ]);
  });

  it("shipping and a transformation's input name which lot when the site holds the code from two sources (decision 155)", () => {
    const twoSources = {
      siteTlcs,
      lots: {
        held: [
          { tlc: "OXNARD-20260306-001", sourceKey: "loc:oxnardpackhouse:oxnard" },
          { tlc: "OXNARD-20260306-001", sourceKey: "ref:ffrn77" },
        ],
        // Stored locations read as the site's master data would give them.
        sourceOf: (source: { location?: unknown; reference?: string }) => ({
          ...(source.location ? { location: { businessName: "Oxnard Packhouse", city: "Oxnard" } } : {}),
          ...(source.reference ? { reference: source.reference } : {}),
        }),
      },
    };
    expect(checkTlcRules(event(sampleBodies.shipping), twoSources)).toEqual([]);
    expect(checkTlcRules(event({ ...sampleBodies.shipping, tlcSource: { reference: "FFRN 9" } }), twoSources)).toEqual([
      { field: "tlcSource", problem: "ambiguous_tlc_source" },
    ]);
    const cut = sampleBodies.transformation;
    const input = { ...cut.inputs[0], tlc: "OXNARD-20260306-001" };
    expect(checkTlcRules(event({ ...cut, inputs: [input] }), twoSources)).toEqual([
      { field: "inputs.0.tlcSource", problem: "ambiguous_tlc_source" },
    ]);
    const named = { ...input, tlcSource: { reference: "FFRN 77" } };
    expect(checkTlcRules(event({ ...cut, inputs: [named] }), twoSources)).toEqual([]);
  });

  it("receiving accepts the supplier's code though the site never saw it", () => {
    expect(checkTlcRules(event({ ...sampleBodies.receiving, tlc: "SUPPLIER-9" }), { siteTlcs })).toEqual([]);
  });

  it("receiving from an exempt source names the receiving location as the TLC source (1.1345(b)(5))", () => {
    const exempt = { ...sampleBodies.receiving, fromExemptSource: true };
    expect(checkTlcRules(event(exempt), { siteTlcs })).toEqual([
      { field: "tlcSource", problem: "tlc_source_must_be_receiving_location" },
    ]);
    const atTheDc = { ...exempt, tlcSource: { location: { locationId: dcId } } };
    expect(checkTlcRules(event(atTheDc), { siteTlcs })).toEqual([]);
    const elsewhere = { ...exempt, tlcSource: { location: { locationId: packhouseId } } };
    expect(checkTlcRules(event(elsewhere), { siteTlcs })).toHaveLength(1);
  });

  it("a new code is unique at the site, in any case, and follows the site's format", () => {
    const packing = sampleBodies.initial_packing;
    expect(checkTlcRules(event(packing), { siteTlcs: [] })).toEqual([]);
    expect(checkTlcRules(event({ ...packing, tlc: "oxnard-20260306-001 " }), { siteTlcs })).toEqual([
      { field: "tlc", problem: "tlc_taken" },
    ]);
    const site = { siteTlcs, format: format("{SITE}-{YYYY}{MM}{DD}-{SEQ}") };
    expect(checkTlcRules(event({ ...packing, tlc: "OXNARD-20260306-002" }), site)).toEqual([]);
    expect(checkTlcRules(event({ ...packing, tlc: "LOT-2" }), site)).toEqual([
      { field: "tlc", problem: "tlc_not_in_site_format" },
    ]);
    // Left out, the server assigns it: nothing to check yet.
    const { tlc: _tlc, ...withoutTlc } = packing;
    expect(checkTlcRules(event(withoutTlc), site)).toEqual([]);
  });

  it("a transformation uses lots the site holds, naming the input that it does not", () => {
    const inputs = [
      ...sampleBodies.transformation.inputs,
      { ...sampleBodies.transformation.inputs[0], tlc: "GHOST-1" },
    ];
    expect(checkTlcRules(event({ ...sampleBodies.transformation, inputs }), { siteTlcs })).toEqual([
      { field: "inputs.1.tlc", problem: "unknown_tlc" },
    ]);
  });

  it("compares codes without case or surrounding spaces", () => {
    expect(isTlcTaken(" ab-1 ", ["AB-1"])).toBe(true);
    expect(isTlcTaken("AB-10", ["AB-1"])).toBe(false);
  });
});

describe("the site's TLC format", () => {
  it("formats {SITE}-{YYYYMMDD}-{SEQ} with a three-digit counter, the date written whole or in parts", () => {
    expect(formatTlc(format("{SITE}-{YYYYMMDD}-{SEQ}"), "2026-03-07", 1)).toBe("OXNARD-20260307-001");
    expect(formatTlc(format("{YYMMDD}{SEQ:2}"), "2026-03-07", 5)).toBe("26030705");
    expect(formatTlc(format("{SITE}-{YYYY}{MM}{DD}-{SEQ}"), "2026-03-07", 1)).toBe("OXNARD-20260307-001");
    expect(formatTlc(format("{SITE}-{YYYY}{MM}{DD}-{SEQ}"), "2026-03-07", 42)).toBe("OXNARD-20260307-042");
  });

  it("writes the day of the year as packers do: 7 March 2026 is day 066, 31 December 2028 day 366", () => {
    expect(formatTlc(format("{YY}{JJJ}-{SEQ:2}"), "2026-03-07", 1)).toBe("26066-01");
    expect(formatTlc(format("{YY}{JJJ}-{SEQ:2}"), "2028-12-31", 3)).toBe("28366-03");
  });

  it("refuses a counter that outgrows its digits", () => {
    expect(formatTlc(format("{SITE}{SEQ:1}"), "2026-03-07", 9)).toBe("OXNARD9");
    expect(formatTlc(format("{SITE}{SEQ:1}"), "2026-03-07", 10)).toBeNull();
    expect(formatTlc(format("{SITE}{SEQ:1}"), "2026-03-07", 0)).toBeNull();
  });

  it("refuses templates it cannot keep unique, print on a GS1 label or read back", () => {
    const problem = (template: string, site = "OXNARD") => {
      const parsed = parseTlcTemplate(template, site);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem("{SITE}-{DATE}-{SEQ}")).toBe("unknown_token");
    expect(problem("{SITE}-{SEQ:0}")).toBe("unknown_token");
    expect(problem("{SITE}-{YYYY}")).toBe("needs_one_sequence");
    expect(problem("{SEQ}-{SEQ}")).toBe("needs_one_sequence");
    expect(problem("{MM}{DD}-{SEQ}")).toBe("day_needs_year");
    expect(problem("{JJJ}{SEQ}")).toBe("day_needs_year");
    expect(problem("LOT#{SEQ}")).toBe("invalid_character");
    expect(problem("(A){SEQ}")).toBe("invalid_character");
    expect(problem("{SITE}-{YYYY}{MM}{DD}-{SEQ:4}")).toBeNull(); // 6 + 1 + 8 + 1 + 4 = 20 characters
    expect(problem("{SITE}-{YYYY}{MM}{DD}-{SEQ:5}")).toBe("too_long"); // 21
    expect(problem("{SITE}{SEQ}", "oxnard")).toBe("invalid_site_code");
    expect(problem("{SITE}{SEQ}", "OXNARD-1")).toBe("invalid_site_code");
  });

  it("reads a code back: its counter and its date", () => {
    const daily = format("{SITE}-{YYYY}{MM}{DD}-{SEQ}");
    expect(parseTlc(daily, "OXNARD-20260307-012")).toEqual({ seq: 12, date: "2026-03-07" });
    expect(parseTlc(daily, "oxnard-20260307-012")).toEqual({ seq: 12, date: "2026-03-07" });
    expect(parseTlc(daily, "OXNARD-20260230-001")).toBeNull();
    expect(parseTlc(daily, "YUMA-20260307-001")).toBeNull();
    expect(parseTlc(daily, "OXNARD-20260307-1")).toBeNull();
    expect(parseTlc(daily, "OXNARD-20260307-000")).toBeNull();
    const ordinal = format("{YY}{JJJ}-{SEQ:2}");
    expect(parseTlc(ordinal, "26066-01")).toEqual({ seq: 1, date: "2026-03-07" });
    expect(parseTlc(ordinal, "26366-01")).toBeNull(); // 2026 has 365 days
    expect(parseTlc(format("{SITE}.{SEQ:4}"), "OXNARD.0031")).toEqual({ seq: 31 });
    expect(parseTlc(format("{SITE}-{YYYYMMDD}-{SEQ}"), "OXNARD-20280229-004")).toEqual({ seq: 4, date: "2028-02-29" });
    expect(parseTlc(format("{SITE}-{YYYYMMDD}-{SEQ}"), "OXNARD-20270229-004")).toBeNull();
    // Written twice, the year must agree with itself.
    expect(parseTlc(format("{YYMMDD}-{YYYY}-{SEQ}"), "260307-2026-001")).toEqual({ seq: 1, date: "2026-03-07" });
    expect(parseTlc(format("{YYMMDD}-{YYYY}-{SEQ}"), "260307-2027-001")).toBeNull();
  });

  it("gives the next code of the day after the highest one, skipping codes typed by hand", () => {
    const daily = format("{SITE}-{YYYY}{MM}{DD}-{SEQ}");
    const existing = ["OXNARD-20260307-001", "oxnard-20260307-002", "OXNARD-20260306-009", "MANUAL-1"];
    expect(nextTlc(daily, "2026-03-07", existing)).toBe("OXNARD-20260307-003");
    expect(nextTlc(daily, "2026-03-08", existing)).toBe("OXNARD-20260308-001");
    const counter = format("{SITE}{SEQ:1}");
    expect(nextTlc(counter, "2026-03-07", ["OXNARD1", "OXNARD2"])).toBe("OXNARD3");
    expect(nextTlc(counter, "2026-03-07", ["OXNARD9"])).toBeNull();
  });

  it("validates the site setting, naming the field and the reason", () => {
    const result = tlcFormatSettingsSchema.safeParse({ siteCode: "oxnard", template: "{SITE}-{YYYY}" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["template", "Put exactly one {SEQ} in the format"],
    ]);
    expect(tlcFormatSettingsSchema.safeParse({ siteCode: "ox-1", template: "{SEQ}" }).error?.issues[0]?.path).toEqual([
      "siteCode",
    ]);
    expect(tlcFormatSettingsSchema.safeParse({ siteCode: "ox", template: "{SITE}-{SEQ}" }).success).toBe(true);
  });
});
