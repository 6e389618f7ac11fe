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
  /**
   * The lot made (packing, first land-based receiving, transformation), received or shipped; `source` is
   * its TLC source key (`tlcSourceKey`, decision 155), when known.
   */
  lot: { tlc: string; source?: string; quantity: Quantity };
  /** The lots a transformation used, with the quantity used from each (and its TLC source key, when known). */
  inputs: { tlc: string; source?: string; quantity: Quantity }[];
};

/**
 * An event recorded at a site as a lot movement; null for harvesting and cooling, and for an event without
 * its TLC. `sources` are the TLC source keys the server stored with it: its lot's and each input's.
 */
export function toLotMovement(
  event: TraceEventInput & { id: string; siteId: string },
  sources: { lot?: string | null; inputs?: readonly (string | null)[] } = {},
): LotMovement | null {
  if (event.type === "harvesting" || event.type === "cooling" || !event.tlc) return null;
  const date = (event as unknown as Record<string, IsoDate>)[eventDateField[event.type]]!;
  const withSource = <T extends object>(value: T, source: string | null | undefined) =>
    source ? { ...value, source } : value;
  const inputs =
    event.type === "transformation"
      ? event.inputs.map(({ tlc, quantity }, i) => withSource({ tlc, quantity }, sources.inputs?.[i]))
      : [];
  return {
    id: event.id,
    siteId: event.siteId,
    type: event.type,
    date,
    lot: withSource({ tlc: event.tlc, quantity: event.quantity }, sources.lot),
    inputs,
  };
}

/** The key a lot is known by: its code without case or surrounding spaces (see `isTlcTaken`). */
export const lotKey = (tlc: string) => tlc.trim().toUpperCase();

/**
 * The sites where a code names more than one lot: the TLC source keys each site's movements give each
 * code (a site's lots of one code from two suppliers). Elsewhere a code names one lot, whatever source
 * each site wrote for it (two sites may describe one source differently: a location here, a reference
 * there), so the trace follows it by its code there, as it always did (decision 155).
 */
export function lotSourcesBySite(movements: readonly LotMovement[]) {
  const sources = new Map<string, Set<string>>();
  const note = (siteId: string, tlc: string, source: string | undefined) => {
    if (!source) return;
    const id = `${siteId}\u0000${lotKey(tlc)}`;
    const found = sources.get(id);
    if (found) found.add(source);
    else sources.set(id, new Set([source]));
  };
  for (const movement of movements) {
    note(movement.siteId, movement.lot.tlc, movement.lot.source);
    for (const input of movement.inputs) note(movement.siteId, input.tlc, input.source);
  }
  return {
    /** Whether the site holds several lots of the code, told apart by their sources. */
    ambiguous: (siteId: string, tlc: string) => (sources.get(`${siteId}\u0000${lotKey(tlc)}`)?.size ?? 0) > 1,
    /** Every source key the code has anywhere. */
    sourcesOf: (tlc: string) => {
      const all = new Set<string>();
      for (const [id, set] of sources) if (id.endsWith(`\u0000${lotKey(tlc)}`)) for (const key of set) all.add(key);
      return [...all].sort();
    },
  };
}

/** A lot a trace starts from: its code, and its TLC source key when the code alone names several lots. */
export type LotSelector = { tlc: string; source?: string };

export type TraceResult = {
  /** The lots reached, the start at depth 0, each transformation one level further (with their source key when known). */
  lots: { tlc: string; depth: number; tlcSource?: string }[];
  /** The events of those lots, by date then id. */
  events: LotMovement[];
};

/**
 * Every lot and event reached from a TLC (and its source). Forward: the lot's own events (where it was
 * shipped, received) and, through each transformation that used it, the lots made from it. Backward: the
 * lot's own events and, through the transformation that made it, the lots it was made from. At a site
 * where the code names several lots, only the events of the lot with the selector's source are the
 * lot's; a selector without a source takes them all. Each lot is visited once, so a cycle in bad data
 * ends the walk instead of looping.
 */
export function traceLot(
  movements: readonly LotMovement[],
  start: string | LotSelector,
  direction: "forward" | "backward",
): TraceResult {
  const { tlc, source } = typeof start === "string" ? { tlc: start, source: undefined } : start;
  const held = lotSourcesBySite(movements);
  const isOf = (siteId: string, lot: { tlc: string; source?: string }, selector: LotSelector) =>
    lotKey(lot.tlc) === lotKey(selector.tlc) &&
    (selector.source === undefined ||
      lot.source === undefined ||
      lot.source === selector.source ||
      !held.ambiguous(siteId, lot.tlc));
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
  const queue: (LotSelector & { depth: number })[] = [{ tlc, depth: 0, ...(source ? { source } : {}) }];
  while (queue.length > 0) {
    const selector = queue.shift()!;
    const { tlc: code, depth } = selector;
    // A selector without a source covers the code's lots with one.
    if (visited.has(`${lotKey(code)}\u0000*`) || visited.has(`${lotKey(code)}\u0000${selector.source ?? "*"}`))
      continue;
    visited.add(`${lotKey(code)}\u0000${selector.source ?? "*"}`);
    lots.push(selector.source ? { tlc: code, depth, tlcSource: selector.source } : { tlc: code, depth });
    for (const movement of byLot.get(lotKey(code)) ?? []) {
      if (!isOf(movement.siteId, movement.lot, selector)) continue;
      events.set(movement.id, movement);
      if (direction === "backward")
        for (const input of movement.inputs)
          queue.push({ tlc: input.tlc, depth: depth + 1, ...(input.source ? { source: input.source } : {}) });
    }
    if (direction === "forward")
      for (const movement of usingLot.get(lotKey(code)) ?? []) {
        if (!movement.inputs.some((input) => isOf(movement.siteId, input, selector))) continue;
        events.set(movement.id, movement);
        const made = movement.lot;
        queue.push({ tlc: made.tlc, depth: depth + 1, ...(made.source ? { source: made.source } : {}) });
      }
  }
  const ordered = [...events.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { lots, events: ordered };
}

export type LotStock = { siteId: string; tlc: string; onHand?: Quantity; destroyed?: Quantity };

export type MassBalance = {
  siteId: string;
  tlc: string;
  /** The lot's TLC source key, where the site holds several lots of the code (decision 155). */
  tlcSource?: string;
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
  type Entry = { siteId: string; tlc: string; source?: string; units: Set<string>; figures: Record<Figure, number> };
  const entries = new Map<string, Entry>();
  const held = lotSourcesBySite(movements);
  // A site's lots of one code from several sources each have their balance.
  const entry = (siteId: string, tlc: string, lotSource?: string) => {
    const source = lotSource && held.ambiguous(siteId, tlc) ? lotSource : undefined;
    const id = `${siteId}\u0000${lotKey(tlc)}\u0000${source ?? ""}`;
    let found = entries.get(id);
    if (!found) {
      const figures = { made: 0, received: 0, shipped: 0, used: 0, onHand: 0, destroyed: 0 };
      found = { siteId, tlc, ...(source ? { source } : {}), units: new Set(), figures };
      entries.set(id, found);
    }
    return found;
  };
  const add = (target: Entry, figure: Figure, quantity: Quantity) => {
    target.units.add(quantity.unit.trim().toLowerCase());
    target.figures[figure] += quantity.value;
  };
  for (const movement of movements) {
    const target = entry(movement.siteId, movement.lot.tlc, movement.lot.source);
    const figure = movement.type === "shipping" ? "shipped" : movement.type === "receiving" ? "received" : "made";
    add(target, figure, movement.lot.quantity);
    for (const input of movement.inputs) add(entry(movement.siteId, input.tlc, input.source), "used", input.quantity);
  }
  for (const count of stock) {
    const target = entry(count.siteId, count.tlc);
    if (count.onHand) add(target, "onHand", count.onHand);
    if (count.destroyed) add(target, "destroyed", count.destroyed);
  }
  return [...entries.values()].map(({ siteId, tlc, source, units, figures: f }): MassBalance => {
    const lot = source ? { siteId, tlc, tlcSource: source } : { siteId, tlc };
    if (units.size > 1) {
      const zero = { made: 0, received: 0, shipped: 0, used: 0, onHand: 0, destroyed: 0, difference: 0 };
      return { ...lot, unit: [...units].join(", "), ...zero, status: "mixed_units" };
    }
    // Rounded to a millionth: 0.1 + 0.2 pounds is 0.3 pounds.
    const difference = Math.round((f.made + f.received - f.shipped - f.used - f.onHand - f.destroyed) * 1e6) / 1e6;
    const status = difference === 0 ? "balanced" : difference > 0 ? "unaccounted" : "over_accounted";
    return { ...lot, unit: [...units][0] ?? "", ...f, difference, status };
  });
}
