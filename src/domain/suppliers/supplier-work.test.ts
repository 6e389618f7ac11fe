import { describe, expect, it } from "vitest";
import { readinessScore } from "../overview/readiness";
import { supplierWorkItems, type SupplierStanding } from "./supplier-work";

const today = "2026-06-10";
const supplier = (over: Partial<SupplierStanding>): SupplierStanding => ({
  id: "s1",
  name: "Valle Verde Farms",
  status: "approved",
  actionNeeded: false,
  documents: [],
  asOf: today,
  ...over,
});
const clauses = ["5.01.01", "5.01.02"];

describe("supplierWorkItems", () => {
  it("raises action needed on an approved supplier, due at its earliest lapse, on the supplier-record clauses", () => {
    const [item, ...rest] = supplierWorkItems(
      [
        supplier({
          actionNeeded: true,
          documents: [
            { state: "expired", expiresOn: "2026-06-01" },
            { state: "expired", expiresOn: "2026-05-20" },
            { state: "missing", expiresOn: null },
            { state: "complete", expiresOn: "2027-01-01" },
          ],
        }),
      ],
      clauses,
    );
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      kind: "supplier_action",
      id: "s1",
      clauseIds: clauses,
      due: "2026-05-20",
      detail: "3 required documents expired or missing",
    });
  });

  it("dates a lapse that is only a missing document on the supplier's today", () => {
    const items = supplierWorkItems(
      [
        supplier({
          status: "conditionally_approved",
          actionNeeded: true,
          documents: [{ state: "missing", expiresOn: null }],
        }),
      ],
      clauses,
    );
    expect(items.map((i) => [i.kind, i.due, i.detail])).toEqual([
      ["supplier_action", today, "1 required document expired or missing"],
    ]);
  });

  it("raises an expiring document of a supplier in order as due work, and nothing for complete ones", () => {
    const items = supplierWorkItems(
      [
        supplier({
          documents: [
            { state: "expiring", expiresOn: "2026-06-30" },
            { state: "expiring", expiresOn: "2026-06-15" },
          ],
        }),
        supplier({ id: "s2", documents: [{ state: "complete", expiresOn: "2027-06-30" }] }),
      ],
      clauses,
    );
    expect(items.map((i) => [i.kind, i.id, i.due])).toEqual([["supplier_expiring", "s1", "2026-06-15"]]);
  });

  it("raises nothing for suppliers not approved, or when the site has no supplier-record clause", () => {
    const lapsed = { actionNeeded: false, documents: [{ state: "expired" as const, expiresOn: "2026-01-01" }] };
    for (const status of ["pending", "suspended", "delisted"] as const)
      expect(supplierWorkItems([supplier({ status, ...lapsed })], clauses)).toEqual([]);
    expect(supplierWorkItems([supplier({ actionNeeded: true, documents: [] })], [])).toEqual([]);
  });

  it("takes the supplier clauses out of readiness while action is needed, and not for an expiring document", () => {
    const scored = [
      { id: "5.01.01", points: 25, tags: ["supplier"], na: false },
      { id: "5.01.02", points: 15, tags: ["supplier"], na: false },
      { id: "1.01.01", points: 60, tags: ["fsms"], na: false },
    ];
    const lapse = supplierWorkItems(
      [supplier({ actionNeeded: true, documents: [{ state: "missing", expiresOn: null }] })],
      clauses,
    );
    expect(readinessScore(scored, lapse, [], today)).toBe(60);
    const expiring = supplierWorkItems(
      [supplier({ documents: [{ state: "expiring", expiresOn: "2026-06-11" }] })],
      clauses,
    );
    expect(readinessScore(scored, expiring, [], today)).toBe(100);
  });
});
