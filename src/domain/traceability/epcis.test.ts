import { describe, expect, it } from "vitest";
import { CTE_KEY, KDES_KEY, lotClass, readEpcisEvents, toEpcisEvent } from "./epcis";

describe("EPCIS 2.0 mapping (decision 150)", () => {
  it("names a lot by GS1 Digital Link when the product has a GTIN, by the namespace otherwise", () => {
    // An 8-digit GTIN is padded to 14 digits; a code with a slash is escaped.
    expect(lotClass("A/1", "12345670")).toBe("https://id.gs1.org/01/00000012345670/10/A%2F1");
    expect(lotClass("A/1")).toBe("https://clausewise.app/ns/fsma204/lot/A%2F1");
  });

  it("puts a shipment's KDEs in an extension field (OBSERVE) and a harvest's in the ILMD (ADD)", () => {
    const referenceDocument = { type: "bill_of_lading", number: "BOL 7" };
    const shipping = toEpcisEvent({
      id: "e1",
      kdes: {
        type: "shipping",
        tlc: "L1",
        shipDate: "2026-03-07",
        quantity: { value: 4, unit: "cases" },
        referenceDocument,
      },
    });
    expect(shipping).toMatchObject({
      type: "ObjectEvent",
      action: "OBSERVE",
      bizStep: "shipping",
      eventTime: "2026-03-07T00:00:00.000Z",
      quantityList: [{ epcClass: "https://clausewise.app/ns/fsma204/lot/L1", quantity: 4 }],
      bizTransactionList: [
        { type: "bol", bizTransaction: "https://clausewise.app/ns/fsma204/document/bill_of_lading/BOL%207" },
      ],
      [CTE_KEY]: "shipping",
    });
    expect(shipping.ilmd).toBeUndefined();
    expect(shipping[KDES_KEY]).toMatchObject({ tlc: "L1" });
    const harvest = toEpcisEvent({
      id: "e2",
      kdes: {
        type: "harvesting",
        commodity: "Romaine",
        harvestDate: "2026-03-06",
        quantity: { value: 9, unit: "bins" },
        referenceDocument: { type: "field_tag", number: "F1" },
      },
    });
    expect(harvest).toMatchObject({ action: "ADD", ilmd: { [KDES_KEY]: { commodity: "Romaine" } } });
    expect(harvest.bizTransactionList).toEqual([
      { bizTransaction: "https://clausewise.app/ns/fsma204/document/field_tag/F1" },
    ]);
  });

  it("reads each event's CTE and KDEs, and names the events it cannot read", () => {
    const kdes = { tlc: "L1" };
    expect(
      readEpcisEvents([
        { type: "ObjectEvent", [CTE_KEY]: "shipping", [KDES_KEY]: kdes },
        { type: "TransformationEvent", [CTE_KEY]: "transformation", ilmd: { [KDES_KEY]: kdes } },
      ]),
    ).toEqual({
      ok: true,
      events: [
        { tlc: "L1", type: "shipping" },
        { tlc: "L1", type: "transformation" },
      ],
    });
    expect(
      readEpcisEvents([
        { type: "ObjectEvent" },
        { type: "ObjectEvent", [CTE_KEY]: "transformation", ilmd: { [KDES_KEY]: kdes } },
        { type: "ObjectEvent", [CTE_KEY]: "receiving" },
        { type: "ObjectEvent", [CTE_KEY]: "receiving", [KDES_KEY]: { type: "shipping" } },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { index: 0, field: CTE_KEY, problem: "not_fsma_event" },
        { index: 1, field: "type", problem: "type_mismatch" },
        { index: 2, field: KDES_KEY, problem: "missing_kdes" },
        { index: 3, field: `${KDES_KEY}.type`, problem: "type_mismatch" },
      ],
    });
  });
});
