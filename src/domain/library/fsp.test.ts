import { describe, expect, it } from "vitest";
import { englishOrNull } from "../i18n/message";
import { fspCanonicalContent, fspProgress, fspSectionStatusError, fspSignBlocker, type FspSectionContent } from "./fsp";
import { fspCompliance, fspRequirements, signatureCompliance } from "./fsp-compliance";

const section = (key: string, status: FspSectionContent["status"], content = "text"): FspSectionContent => ({
  key,
  title: key.toUpperCase(),
  content,
  status,
  elements: [{ name: `${key} element`, status }],
});

describe("fspProgress", () => {
  it("is the share of completed sections, rounded to a whole percent", () => {
    expect(fspProgress([])).toBe(0);
    expect(fspProgress([section("a", "completed"), section("b", "needs-review"), section("c", "completed")])).toBe(67);
    expect(fspProgress([section("a", "completed")])).toBe(100);
    expect(fspProgress([section("a", "in-progress"), section("b", "needs-update")])).toBe(0);
  });
});

describe("fspCanonicalContent", () => {
  it("keeps text, status and elements in order and nothing else", () => {
    const withExtra = { ...section("a", "completed"), reviewer: "Someone", lastReview: "2026-01-01" };
    const canonical = fspCanonicalContent("oxnard", [withExtra]);
    expect(canonical).toEqual({
      site: "oxnard",
      sections: [
        {
          key: "a",
          title: "A",
          content: "text",
          status: "completed",
          elements: [{ name: "a element", status: "completed" }],
        },
      ],
    });
  });

  it("differs when any section's text or status differs", () => {
    const base = JSON.stringify(fspCanonicalContent("oxnard", [section("a", "completed")]));
    expect(JSON.stringify(fspCanonicalContent("oxnard", [section("a", "completed", "changed")]))).not.toBe(base);
    expect(JSON.stringify(fspCanonicalContent("oxnard", [section("a", "needs-review")]))).not.toBe(base);
    expect(JSON.stringify(fspCanonicalContent("yuma", [section("a", "completed")]))).not.toBe(base);
  });
});

describe("fspSignBlocker", () => {
  it("allows signing only a plan whose every section is completed", () => {
    expect(fspSignBlocker([section("a", "completed")])).toBeNull();
    expect(englishOrNull(fspSignBlocker([]))).toMatch(/no sections/);
    expect(englishOrNull(fspSignBlocker([section("a", "completed"), section("b", "needs-review")]))).toBe(
      "Complete every section before signing: B is not completed",
    );
    expect(englishOrNull(fspSignBlocker([section("a", "in-progress"), section("b", "needs-review")]))).toBe(
      "Complete every section before signing: A, B are not completed",
    );
  });
});

describe("fspCompliance", () => {
  it("marks each requirement met, attention or missing from its section", () => {
    const rows = fspCompliance([
      { key: "hazard_analysis", title: "Hazard Analysis", status: "completed" },
      { key: "recall_plan", title: "Recall Plan", status: "needs-review" },
    ]);
    expect(rows).toHaveLength(fspRequirements.length);
    expect(rows.find((r) => r.id === "hazard_analysis")!.state).toBe("met");
    expect(rows.find((r) => r.id === "recall")!.state).toBe("attention");
    expect(rows.find((r) => r.id === "supply_chain")!.state).toBe("missing");
  });

  it("rates the signature", () => {
    expect(signatureCompliance(null)).toBe("missing");
    expect(signatureCompliance({ current: false })).toBe("attention");
    expect(signatureCompliance({ current: true })).toBe("met");
  });
});

describe("fspSectionStatusError", () => {
  it("completes a section only when all its elements are completed", () => {
    expect(fspSectionStatusError("completed", [{ status: "completed" }])).toBeNull();
    expect(fspSectionStatusError("needs-review", [{ status: "needs-update" }])).toBeNull();
    expect(fspSectionStatusError("completed", [{ status: "completed" }, { status: "needs-review" }])).toBe(
      "Complete every element first (1 not completed) or choose another status",
    );
  });
});
