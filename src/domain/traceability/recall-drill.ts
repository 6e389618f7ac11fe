/**
 * Mock recall drills (issue #20, decision 137): a drill starts from a lot (or a product and a date range),
 * its clock runs from the start, and it is judged against a four-hour target for tracing the lots,
 * naming the customers to contact with what they were shipped, holding what is still on hand and
 * reconciling the quantities. Pure rules; the server stores the drill and its steps.
 */
import { z } from "zod";
import { isIsoDate } from "../dates";
import { holdUnits } from "../records/catalogue";
import { optionalText } from "../schemas/record-fields";
import type { Quantity } from "./kde";
import type { LocationDescription } from "./master-data";
import { lotKey, type MassBalance } from "./trace";

/** The target a drill is judged against: every affected lot traced and reconciled within 4 hours. */
export const RECALL_DRILL_TARGET_MINUTES = 240;

/** The steps a drill records, in their usual order; each may be recorded again (the last one counts). */
export const recallDrillSteps = ["trace", "customers", "holds", "mass_balance"] as const;
export type RecallDrillStep = (typeof recallDrillSteps)[number];

const isoDate = z.string({ error: "Use a real date (YYYY-MM-DD)" }).refine(isIsoDate, "Use a real date (YYYY-MM-DD)");

/** `POST /api/sites/:siteId/recall-drills`: a lot code, or one of the site's products and a date range. */
export const recallDrillCreateSchema = z
  .object({
    tlc: z.string().trim().max(60, "Use at most 60 characters").optional(),
    productId: z.uuid("Not a product id").optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.tlc && !input.productId)
      ctx.addIssue({
        code: "custom",
        path: ["tlc"],
        message: "Enter a traceability lot code, or choose a product and a date range",
      });
    if (input.productId && !input.tlc && (!input.from || !input.to))
      ctx.addIssue({ code: "custom", path: [input.from ? "to" : "from"], message: "Enter the date range" });
    if (input.from && input.to && input.from > input.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "Ends before it starts" });
  });
export type RecallDrillCreate = z.output<typeof recallDrillCreateSchema>;

/** `POST …/recall-drills/:drillId/steps`: the step done, with an optional note (who was called, etc.). */
export const recallDrillStepSchema = z.object({
  step: z.enum(recallDrillSteps, "Choose a step: trace, customers, holds or mass_balance"),
  note: optionalText("Note", 1000),
});
export type RecallDrillStepInput = z.output<typeof recallDrillStepSchema>;

/** `POST …/recall-drills/:drillId/close`: the conclusion written into the report. */
export const recallDrillCloseSchema = z.object({
  conclusion: optionalText("Conclusion", 2000),
});

export const recallDrillParamsSchema = z.object({ drillId: z.uuid("Not a drill id") });

/** Whole minutes from start to end (or now), and whether that is within the target. */
export function drillElapsed(startedAt: Date, end: Date) {
  const minutes = Math.max(0, Math.floor((end.getTime() - startedAt.getTime()) / 60_000));
  return { minutes, withinTarget: minutes <= RECALL_DRILL_TARGET_MINUTES, targetMinutes: RECALL_DRILL_TARGET_MINUTES };
}

/** "3 h 05 min", "45 min": elapsed minutes as a reader counts them. */
export function formatDrillMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${String(m).padStart(2, "0")} min` : `${m} min`;
}

/** One shipment of an affected lot, with the ship-to location described and its trading partner if known. */
export type DrillShipment = {
  eventId: string;
  /** The shipping site (its slug). */
  siteId: string;
  tlc: string;
  date: string;
  quantity: Quantity;
  shipTo: LocationDescription;
  partnerName?: string;
  reference?: { type: string; number: string };
};

/** A customer to contact: the ship-to location, its phone, and what it was shipped of which lot. */
export type DrillCustomer = {
  key: string;
  businessName: string;
  partnerName?: string;
  phone: string;
  address: string;
  shipments: { eventId: string; tlc: string; date: string; value: number; unit: string; reference?: string }[];
  /** Quantity shipped per lot and unit, summed. */
  totals: { tlc: string; value: number; unit: string }[];
};

const placeKey = (place: LocationDescription) =>
  [place.businessName, place.address ?? "", place.city, place.state ?? "", place.country]
    .map((part) => part.trim().toLowerCase())
    .join("|");

const addressLine = (place: LocationDescription) =>
  [place.address, place.city, [place.state, place.postalCode].filter(Boolean).join(" "), place.country]
    .filter(Boolean)
    .join(", ");

/**
 * The customers of a forward trace: each distinct ship-to location (business, address, city) with every
 * shipment of an affected lot to it, and the quantity per lot and unit (units are never converted).
 * Ordered by business name.
 */
export function drillCustomers(shipments: readonly DrillShipment[]): DrillCustomer[] {
  const customers = new Map<string, DrillCustomer>();
  const ordered = [...shipments].sort((a, b) => a.date.localeCompare(b.date) || a.eventId.localeCompare(b.eventId));
  for (const shipment of ordered) {
    const key = placeKey(shipment.shipTo);
    let customer = customers.get(key);
    if (!customer) {
      customer = {
        key,
        businessName: shipment.shipTo.businessName,
        ...(shipment.partnerName ? { partnerName: shipment.partnerName } : {}),
        phone: shipment.shipTo.phone,
        address: addressLine(shipment.shipTo),
        shipments: [],
        totals: [],
      };
      customers.set(key, customer);
    }
    const unit = shipment.quantity.unit.trim();
    customer.shipments.push({
      eventId: shipment.eventId,
      tlc: shipment.tlc,
      date: shipment.date,
      value: shipment.quantity.value,
      unit,
      ...(shipment.reference ? { reference: `${shipment.reference.type} ${shipment.reference.number}` } : {}),
    });
    const total = customer.totals.find(
      (t) => lotKey(t.tlc) === lotKey(shipment.tlc) && t.unit.toLowerCase() === unit.toLowerCase(),
    );
    if (total) total.value = Math.round((total.value + shipment.quantity.value) * 1e6) / 1e6;
    else customer.totals.push({ tlc: shipment.tlc, value: shipment.quantity.value, unit });
  }
  return [...customers.values()].sort((a, b) => a.businessName.localeCompare(b.businessName));
}

/** A lot still on hand at the drill's site by its records: what came in and has not left. */
export type LotOnHand = { tlc: string; value: number; unit: string };

/**
 * The affected lots on hand at a site, from their mass balance without a count: made + received −
 * shipped − used, when that is more than zero and in one unit. A lot whose records show none left, or
 * whose units are mixed, has nothing to hold by the records (the report shows its balance).
 */
export function lotsOnHand(balances: readonly MassBalance[], siteId: string, tlcs: readonly string[]): LotOnHand[] {
  const affected = new Set(tlcs.map(lotKey));
  return balances
    .filter((b) => b.siteId === siteId && affected.has(lotKey(b.tlc)) && b.status !== "mixed_units")
    .map((b) => ({
      tlc: b.tlc,
      value: Math.round((b.made + b.received - b.shipped - b.used - b.onHand - b.destroyed) * 1e6) / 1e6,
      unit: b.unit,
    }))
    .filter((lot) => lot.value > 0)
    .sort((a, b) => a.tlc.localeCompare(b.tlc));
}

/**
 * A lot's unit as a hold's unit (`holdUnits`): the same word, its singular ("case") or a usual
 * abbreviation; anything else is held in `units`, the lot's own unit kept in the hold's notes.
 */
export function holdUnitFor(unit: string): (typeof holdUnits)[number] | null {
  const word = unit.trim().toLowerCase();
  const aliases: Record<string, (typeof holdUnits)[number]> = {
    case: "cases",
    carton: "cases",
    cartons: "cases",
    pallet: "pallets",
    bin: "bins",
    lbs: "lb",
    pound: "lb",
    pounds: "lb",
    kilogram: "kg",
    kilograms: "kg",
    kgs: "kg",
    unit: "units",
    bag: "bags",
    roll: "rolls",
  };
  if ((holdUnits as readonly string[]).includes(word)) return word as (typeof holdUnits)[number];
  return aliases[word] ?? null;
}

/** A recorded step: who did it, when, with what it found. */
export type RecallDrillStepRecord = {
  step: RecallDrillStep;
  at: string;
  byName: string;
  note: string;
  /** What the step found: lot codes traced, customers named, holds placed, lots out of balance. */
  result: Record<string, unknown>;
};

/** What a drill found: live while it is open, frozen when it closes. */
export type RecallDrillFindings = {
  lots: { tlc: string; depth: number; direction: "forward" | "backward" }[];
  events: { id: string; siteId: string; type: string; date: string; lot: { tlc: string; quantity: Quantity } }[];
  customers: DrillCustomer[];
  massBalance: MassBalance[];
  onHand: LotOnHand[];
  holds: { id: string; lotCode: string | null; quantity: number; unit: string; status: string; holdAt: string }[];
};

/** `GET /api/sites/:siteId/recall-drills/:drillId`. */
export type RecallDrillView = {
  id: string;
  siteId: string;
  tlc: string | null;
  productId: string | null;
  from: string | null;
  to: string | null;
  startLots: string[];
  status: "open" | "closed";
  startedAt: string;
  startedByName: string;
  closedAt: string | null;
  closedByName: string | null;
  conclusion: string;
  elapsed: { minutes: number; withinTarget: boolean; targetMinutes: number };
  steps: RecallDrillStepRecord[];
  findings: RecallDrillFindings;
};

/** One line of `GET /api/sites/:siteId/recall-drills`. */
export type RecallDrillListItem = Pick<
  RecallDrillView,
  "id" | "startLots" | "status" | "startedAt" | "startedByName" | "closedAt" | "elapsed"
> & { steps: RecallDrillStep[] };
