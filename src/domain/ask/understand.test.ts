import { describe, expect, it } from "vitest";
import { citationMarkers, detectLanguage, findPeriod, nameMatch, understandQuestion } from "./understand";

const sites = [
  { id: "s-ox", slug: "oxnard", name: "Oxnard Packhouse" },
  { id: "s-yu", slug: "yuma", name: "Yuma Harvest Operations" },
];
// Thursday 2026-11-26.
const today = () => "2026-11-26";

describe("understandQuestion", () => {
  it("reads the latest record of a type at a named site", () => {
    const u = understandQuestion("When was the last water test at Oxnard?", sites, today);
    expect(u).toMatchObject({ language: "en", intent: "latest", recordType: "water", siteId: "s-ox", period: null });
  });

  it("reads who verified a shift's logs in last week (Monday to Sunday before the site's today)", () => {
    const u = understandQuestion("Who verified the pre-op sanitation logs last week?", sites, today);
    expect(u).toMatchObject({ intent: "verified_by", recordType: "sanitation", shift: "pre_op", siteId: null });
    expect(u.period).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });

  it("understands Spanish questions", () => {
    expect(understandQuestion("¿Quién capacitó a la cuadrilla en higiene?", sites, today)).toMatchObject({
      language: "es",
      intent: "trained",
      recordType: null,
    });
    const u = understandQuestion("¿Cuántos registros de temperatura hubo en Yuma el mes pasado?", sites, today);
    expect(u).toMatchObject({ language: "es", intent: "count", recordType: "temperature", siteId: "s-yu" });
    expect(u.period).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(understandQuestion("¿Cuándo vence el certificado GFSI de ClearSeal?", sites, today).intent).toBe("expiry");
  });

  it("takes a count for 'last' followed by a period, and keeps the chosen site when none is named", () => {
    const u = understandQuestion("pest logs in the last 7 days", sites, today, "s-yu");
    expect(u).toMatchObject({ intent: "count", recordType: "pest", siteId: "s-yu" });
    expect(u.period).toEqual({ from: "2026-11-20", to: "2026-11-26" });
  });

  it("finds no fact in a question about a policy", () => {
    expect(understandQuestion("Show me the glass and brittle plastic policy", sites, today)).toMatchObject({
      intent: null,
      recordType: null,
      language: "en",
    });
  });
});

describe("helpers", () => {
  it("detects the language", () => {
    expect(detectLanguage("Muestrame la politica de vidrio")).toBe("es");
    expect(detectLanguage("What is the cooler temperature limit?")).toBe("en");
  });
  it("computes periods", () => {
    expect(findPeriod("logs this week", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(findPeriod("registros de ayer", "2026-11-26")).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(findPeriod("nothing", "2026-11-26")).toBeNull();
  });
  it("matches names by their significant words", () => {
    expect(nameMatch("Worker Hygiene & Handwashing", ["training", "hygiene"])).toBeCloseTo(1 / 3);
    expect(nameMatch("ClearSeal Films", ["clearseal", "certificate"])).toBe(0.5);
  });
  it("reads citation markers", () => {
    expect(citationMarkers("Water was tested [1] and verified [2, 3]. See [1].").sort()).toEqual([1, 2, 3]);
    expect(citationMarkers("No markers")).toEqual([]);
  });
});
