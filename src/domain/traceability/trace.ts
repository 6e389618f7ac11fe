/**
 * Tracing lots through the CTEs that move or make them: shipping, receiving and transformation (with the
 * initial packing or first land-based receiving that starts a lot), at any depth, forward (where did the
 * lot go, what was made from it) and backward (what was it made from). A lot is known by its TLC across
 * sites and partners: shipping and receiving keep it (1.1320(b), 1.1345(a)(1)); only transformation links
 * one TLC to others (1.1350(a)). Harvesting and cooling carry no TLC and take no part.
 */
import type { IsoDate } from "../dates";
import { eventDateField, type Quantity, type TraceEventInput } from "./kde";

/** What an event does to lots: the lot it makes, receives or ships, and the lots a transformation uses. */
export type LotMovement = {
  id: string;
  siteId: string;
  type: "initial_packing" | "first_land_based_receiving" | "transformation" | "shipping" | "receiving";
  date: IsoDate;
  /** The lot made (packing, first land-based receiving, transformation), received or shipped. */
  lot: { tlc: string; quantity: Quantity };
  /** The lots a transformation used, with the quantity used from each. */
  inputs: { tlc: string; quantity: Quantity }[];
};

/** An event recorded at a site as a lot movement; null for harvesting and cooling, and for an event without its TLC. */
export function toLotMovement(event: TraceEventInput & { id: string; siteId: string }): LotMovement | null {
  if (event.type === "harvesting" || event.type === "cooling" || !event.tlc) return null;
  const date = (event as unknown as Record<string, IsoDate>)[eventDateField[event.type]]!;
  const inputs = event.type === "transformation" ? event.inputs.map(({ tlc, quantity }) => ({ tlc, quantity })) : [];
  return {
    id: event.id,
    siteId: event.siteId,
    type: event.type,
    date,
    lot: { tlc: event.tlc, quantity: event.quantity },
    inputs,
  };
}

/** The key a lot is known by: its code without case or surrounding spaces (see `isTlcTaken`). */
export const lotKey = (tlc: string) => tlc.trim().toUpperCase();

export type TraceResult = {
  /** The lots reached, the start at depth 0, each transformation one level further. */
  lots: { tlc: string; depth: number }[];
  /** The events of those lots, by date then id. */
  events: LotMovement[];
};

/**
 * Every lot and event reached from a TLC. Forward: the lot's own events (where it was shipped, received)
 * and, through each transformation that used it, the lots made from it. Backward: the lot's own events
 * and, through the transformation that made it, the lots it was made from. Each lot is visited once, so a
 * cycle in bad data ends the walk instead of looping.
 */
export function traceLot(
  movements: readonly LotMovement[],
  tlc: string,
  direction: "forward" | "backward",
): TraceResult {
  const byLot = new Map<string, LotMovement[]>();
  const usingLot = new Map<string, LotMovement[]>();
  const index = (map: Map<string, LotMovement[]>, tlc: string, movement: LotMovement) => {
    const list = map.get(lotKey(tlc));
    if (list) list.push(movement);
    else map.set(lotKey(tlc), [movement]);
  };
  for (const movement of movements) {
    index(byLot, movement.lot.tlc, movement);
    for (const input of movement.inputs) index(usingLot, input.tlc, movement);
  }
  const lots: TraceResult["lots"] = [];
  const events = new Map<string, LotMovement>();
  const visited = new Set<string>();
  const queue: { tlc: string; depth: number }[] = [{ tlc, depth: 0 }];
  while (queue.length > 0) {
    const { tlc: code, depth } = queue.shift()!;
    if (visited.has(lotKey(code))) continue;
    visited.add(lotKey(code));
    lots.push({ tlc: code, depth });
    for (const movement of byLot.get(lotKey(code)) ?? []) {
      events.set(movement.id, movement);
      if (direction === "backward")
        for (const input of movement.inputs) queue.push({ tlc: input.tlc, depth: depth + 1 });
    }
    if (direction === "forward")
      for (const movement of usingLot.get(lotKey(code)) ?? []) {
        events.set(movement.id, movement);
        queue.push({ tlc: movement.lot.tlc, depth: depth + 1 });
      }
  }
  const ordered = [...events.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { lots, events: ordered };
}

export type LotStock = { siteId: string; tlc: string; onHand?: Quantity; destroyed?: Quantity };

export type MassBalance = {
  siteId: string;
  tlc: string;
  unit: string;
  /** In: packed or made here (packing, first land-based receiving, transformation) and received. */
  made: number;
  received: number;
  /** Out: shipped, used in transformations, and what the count says is on hand or was destroyed. */
  shipped: number;
  used: number;
  onHand: number;
  destroyed: number;
  /** In minus out: 0 when every unit is accounted for, more when some are missing, less when more left than came. */
  difference: number;
  status: "balanced" | "unaccounted" | "over_accounted" | "mixed_units";
};

/**
 * The mass balance of each lot at each site where it moved: made + received against shipped + used + on
 * hand + destroyed, in the lot's unit of measure. Quantities in different units are not converted (a case
 * is not a pound): the lot is reported `mixed_units` with its figures left at 0.
 */
export function massBalances(movements: readonly LotMovement[], stock: readonly LotStock[] = []): MassBalance[] {
  type Figure = "made" | "received" | "shipped" | "used" | "onHand" | "destroyed";
  type Entry = { siteId: string; tlc: string; units: Set<string>; figures: Record<Figure, number> };
  const entries = new Map<string, Entry>();
  const entry = (siteId: string, tlc: string) => {
    const id = `${siteId}\u0000${lotKey(tlc)}`;
    let found = entries.get(id);
    if (!found) {
      const figures = { made: 0, received: 0, shipped: 0, used: 0, onHand: 0, destroyed: 0 };
      found = { siteId, tlc, units: new Set(), figures };
      entries.set(id, found);
    }
    return found;
  };
  const add = (target: Entry, figure: Figure, quantity: Quantity) => {
    target.units.add(quantity.unit.trim().toLowerCase());
    target.figures[figure] += quantity.value;
  };
  for (const movement of movements) {
    const target = entry(movement.siteId, movement.lot.tlc);
    const figure = movement.type === "shipping" ? "shipped" : movement.type === "receiving" ? "received" : "made";
    add(target, figure, movement.lot.quantity);
    for (const input of movement.inputs) add(entry(movement.siteId, input.tlc), "used", input.quantity);
  }
  for (const count of stock) {
    const target = entry(count.siteId, count.tlc);
    if (count.onHand) add(target, "onHand", count.onHand);
    if (count.destroyed) add(target, "destroyed", count.destroyed);
  }
  return [...entries.values()].map(({ siteId, tlc, units, figures: f }): MassBalance => {
    if (units.size > 1) {
      const zero = { made: 0, received: 0, shipped: 0, used: 0, onHand: 0, destroyed: 0, difference: 0 };
      return { siteId, tlc, unit: [...units].join(", "), ...zero, status: "mixed_units" };
    }
    // Rounded to a millionth: 0.1 + 0.2 pounds is 0.3 pounds.
    const difference = Math.round((f.made + f.received - f.shipped - f.used - f.onHand - f.destroyed) * 1e6) / 1e6;
    const status = difference === 0 ? "balanced" : difference > 0 ? "unaccounted" : "over_accounted";
    return { siteId, tlc, unit: [...units][0] ?? "", ...f, difference, status };
  });
}
