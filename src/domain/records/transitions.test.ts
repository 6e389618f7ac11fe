import { describe, expect, it } from "vitest";
import { canInitiateCapa, correctionKind, incidentTransition, recordTransition, releaseHold } from "./transitions";

describe("record state machine", () => {
  it("lets a reviewer other than the author approve or reject a pending record", () => {
    expect(recordTransition("approve", { status: "pending", isAuthor: false })).toEqual({ ok: true, to: "verified" });
    expect(recordTransition("reject", { status: "pending", isAuthor: false })).toEqual({ ok: true, to: "rejected" });
  });

  it("refuses the author and records that are not pending", () => {
    expect(recordTransition("approve", { status: "pending", isAuthor: true })).toMatchObject({
      ok: false,
      reason: { key: expect.stringMatching(/cannot verify/), values: {} },
    });
    expect(recordTransition("approve", { status: "rejected", isAuthor: false })).toEqual({
      ok: false,
      reason: {
        key: "Only a pending record can be approved; this record is {{status}}",
        values: { status: "rejected" },
      },
    });
    expect(recordTransition("reject", { status: "verified", isAuthor: false }).ok).toBe(false);
  });

  it("sends a rejected record back to pending when its author resubmits it", () => {
    expect(recordTransition("resubmit", { status: "rejected", isAuthor: true })).toEqual({ ok: true, to: "pending" });
    expect(recordTransition("resubmit", { status: "rejected", isAuthor: false }).ok).toBe(false);
    expect(recordTransition("resubmit", { status: "pending", isAuthor: true }).ok).toBe(false);
  });

  it("amends only verified records, which then need verifying again", () => {
    expect(recordTransition("amend", { status: "verified", isAuthor: false })).toEqual({ ok: true, to: "pending" });
    expect(recordTransition("amend", { status: "pending", isAuthor: true }).ok).toBe(false);
    expect(recordTransition("amend", { status: "rejected", isAuthor: true }).ok).toBe(false);
    expect(correctionKind("rejected")).toBe("resubmit");
    expect(correctionKind("verified")).toBe("amend");
    expect(correctionKind("pending")).toBeNull();
  });
});

describe("incident state machine", () => {
  const open = { status: "pending" as const, capaRequired: true, hasCapa: false };

  it("moves forward only", () => {
    expect(incidentTransition("investigating", open)).toEqual({ ok: true, to: "investigating" });
    expect(incidentTransition("pending", { ...open, status: "investigating" }).ok).toBe(false);
    expect(incidentTransition("investigating", { ...open, status: "investigating" }).ok).toBe(false);
    expect(incidentTransition("investigating", { ...open, status: "corrected" })).toEqual({
      ok: false,
      reason: { key: "This incident is already corrected; it cannot change status", values: {} },
    });
  });

  it("needs the required CAPA before correction", () => {
    expect(incidentTransition("corrected", open).ok).toBe(false);
    expect(incidentTransition("corrected", { ...open, hasCapa: true })).toEqual({ ok: true, to: "corrected" });
    expect(incidentTransition("corrected", { ...open, capaRequired: false })).toEqual({ ok: true, to: "corrected" });
  });

  it("offers a CAPA only when required, once, and before correction", () => {
    expect(canInitiateCapa(open)).toEqual({ ok: true, to: "investigating" });
    expect(canInitiateCapa({ ...open, capaRequired: false }).ok).toBe(false);
    expect(canInitiateCapa({ ...open, status: "corrected" }).ok).toBe(false);
    expect(canInitiateCapa({ ...open, hasCapa: true }).ok).toBe(false);
  });
});

describe("hold state machine", () => {
  it("releases only what is on hold", () => {
    expect(releaseHold("on_hold")).toEqual({ ok: true, to: "released" });
    expect(releaseHold("released")).toEqual({
      ok: false,
      reason: { key: "This hold has already been released", values: {} },
    });
  });
});
