import { describe, expect, it } from "vitest";
import { addCalendarDays, addCalendarMonths, siteToday } from "../dates";
import { computeCompliance, type DocumentVersion, supplierToday } from "./compliance";
import { defaultRequirementsFor } from "./requirements";
import { supplierStatusChange } from "./suppliers";

const today = siteToday("America/Los_Angeles", new Date());
const day = (offset: number) => addCalendarDays(today, offset);

const gfsi = { documentType: "gfsi_certificate" as const, renewalMonths: 12 };
const letter = { documentType: "letter_of_guarantee" as const, renewalMonths: 12 };

let next = 0;
const version = (v: Partial<DocumentVersion>): DocumentVersion => ({
  id: `doc-${++next}`,
  type: "gfsi_certificate",
  version: 1,
  state: "accepted",
  issuedOn: null,
  expiresOn: null,
  ...v,
});

describe("a supplier's compliance", () => {
  it("is missing when a required document has no accepted version, and flags an approved supplier", () => {
    const result = computeCompliance("approved", [gfsi, letter], [version({ expiresOn: day(200) })], today);
    expect(result.compliance).toBe("missing");
    expect(result.documents.map((d) => [d.type, d.state])).toEqual([
      ["gfsi_certificate", "complete"],
      ["letter_of_guarantee", "missing"],
    ]);
    expect(result.actionNeeded).toBe(true);
  });

  it("counts neither a version to review nor a rejected one, but says one awaits review", () => {
    const result = computeCompliance(
      "pending",
      [gfsi],
      [
        version({ state: "to_review", expiresOn: day(300) }),
        version({ version: 2, state: "rejected", expiresOn: day(300) }),
      ],
      today,
    );
    expect(result.compliance).toBe("missing");
    expect(result.documents[0]!.awaitingReview).toBe(true);
    // Pending is not approved: nothing to act on yet.
    expect(result.actionNeeded).toBe(false);
  });

  it("is expiring from 30 days ahead through the expiry date itself, complete the day before that window", () => {
    const at = (offset: number) => computeCompliance("approved", [gfsi], [version({ expiresOn: day(offset) })], today);
    expect(at(31).compliance).toBe("complete");
    expect(at(30).compliance).toBe("expiring");
    expect(at(0).compliance).toBe("expiring");
    expect(at(0).actionNeeded).toBe(false);
  });

  it("is expired the day after the expiry date, which makes an approved supplier need action", () => {
    const result = computeCompliance("approved", [gfsi], [version({ expiresOn: day(-1) })], today);
    expect(result.compliance).toBe("expired");
    expect(result.documents[0]!.expiresOn).toBe(day(-1));
    expect(result.actionNeeded).toBe(true);
    // A suspended supplier with the same document is expired too, but no approval stands on it.
    expect(computeCompliance("suspended", [gfsi], [version({ expiresOn: day(-1) })], today).actionNeeded).toBe(false);
  });

  it("is renewed by a newer accepted version, and not by a newer one still to review", () => {
    const old = version({ version: 1, expiresOn: day(-10) });
    const renewal = version({ version: 2, expiresOn: day(355) });
    const renewed = computeCompliance("approved", [gfsi], [old, renewal], today);
    expect(renewed.compliance).toBe("complete");
    expect(renewed.documents[0]).toMatchObject({ documentId: renewal.id, version: 2, expiresOn: day(355) });
    expect(renewed.actionNeeded).toBe(false);

    const waiting = computeCompliance("approved", [gfsi], [old, { ...renewal, state: "to_review" }], today);
    expect(waiting.compliance).toBe("expired");
    expect(waiting.documents[0]).toMatchObject({ documentId: old.id, awaitingReview: true });
  });

  it("dates a version without an expiry by its issue date plus the renewal period", () => {
    const issuedOn = addCalendarMonths(day(-5), -12);
    const result = computeCompliance("approved", [letter], [version({ type: "letter_of_guarantee", issuedOn })], today);
    expect(result.documents[0]!.expiresOn).toBe(day(-5));
    expect(result.compliance).toBe("expired");
    // With no renewal period and no expiry date, it never expires.
    const forever = computeCompliance(
      "approved",
      [{ documentType: "food_contact_compliance", renewalMonths: null }],
      [version({ type: "food_contact_compliance", issuedOn: day(-2000) })],
      today,
    );
    expect(forever.compliance).toBe("complete");
  });

  it("takes the worst state among the documents and the earliest expiry", () => {
    const result = computeCompliance(
      "conditionally_approved",
      [gfsi, letter],
      [version({ expiresOn: day(12) }), version({ type: "letter_of_guarantee", expiresOn: day(-3) })],
      today,
    );
    expect(result.compliance).toBe("expired");
    expect(result.nextExpiry).toBe(day(-3));
    expect(result.actionNeeded).toBe(true);
  });

  it("is complete for a supplier with no requirement", () => {
    expect(computeCompliance("approved", [], [], today)).toMatchObject({ compliance: "complete", actionNeeded: false });
  });
});

describe("a supplier's today", () => {
  it("is the latest date among its sites' zones", () => {
    // 07:30 UTC: still yesterday in Los Angeles, already today in UTC.
    const now = new Date(`${today}T07:30:00Z`);
    expect(supplierToday(["America/Los_Angeles"], now)).toBe(addCalendarDays(today, -1));
    expect(supplierToday(["America/Los_Angeles", "UTC"], now)).toBe(today);
  });
});

describe("default requirements", () => {
  it("ask a high-risk grower for a yearly GFSI certificate, a water test and a letter of guarantee", () => {
    const types = defaultRequirementsFor("grower", "high").map((r) => [r.documentType, r.renewalMonths]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["gfsi_certificate", 12],
        ["water_test", 12],
        ["letter_of_guarantee", 12],
      ]),
    );
    expect(defaultRequirementsFor("grower", "low").map((r) => r.documentType)).not.toContain("gfsi_certificate");
  });

  it("ask packaging for a food-contact letter and pest control for a licence and insurance", () => {
    expect(defaultRequirementsFor("packaging", "low").map((r) => r.documentType)).toEqual(["food_contact_compliance"]);
    expect(
      defaultRequirementsFor("pest_control", "low")
        .map((r) => r.documentType)
        .sort(),
    ).toEqual(["insurance", "pest_control_licence"]);
  });
});

describe("supplier status changes", () => {
  it("allow approval from pending and reinstatement from suspension", () => {
    expect(supplierStatusChange("pending", "approved")).toEqual({ ok: true, to: "approved" });
    expect(supplierStatusChange("suspended", "conditionally_approved")).toEqual({
      ok: true,
      to: "conditionally_approved",
    });
  });

  it("refuse a delisted supplier's approval without evaluating it again, and a change to the same status", () => {
    expect(supplierStatusChange("delisted", "approved").ok).toBe(false);
    expect(supplierStatusChange("delisted", "pending").ok).toBe(true);
    expect(supplierStatusChange("approved", "approved").ok).toBe(false);
    expect(supplierStatusChange("pending", "suspended").ok).toBe(false);
  });
});
