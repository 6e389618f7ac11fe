import { and, arrayOverlaps, eq, inArray, isNotNull, or } from "drizzle-orm";
import { message } from "../../../domain/i18n/message";
import { sourceMatches } from "../../../domain/traceability/lot-source";
import type { LocationRef } from "../../../domain/traceability/master-data";
import {
  type LotSelector,
  lotKey,
  lotSourcesBySite,
  massBalances,
  toLotMovement,
  traceLot,
} from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites, traceEvents, traceLocations } from "../../db/schema";
import { invalidField, notFound } from "../../errors";
import { siteScope } from "../sites/site-access";
import { type StoredEvent, toStoredEvent } from "./trace-records";

/**
 * The lot a trace starts from (decision 155): the code, and the source key `tlcSource` names among the
 * code's sources. Without `tlcSource`, the code must not name several lots at one site (a 400 naming
 * tlcSource); with it, it must name one of the code's sources (else no such lot, 404).
 */
function startLot(movements: Parameters<typeof lotSourcesBySite>[0], tlc: string, tlcSource: string | undefined) {
  const held = lotSourcesBySite(movements);
  const ambiguous = () =>
    invalidField(
      "tlcSource",
      message("Several lots have this traceability lot code: name the lot's traceability lot code source"),
    );
  if (tlcSource === undefined) {
    const key = lotKey(tlc);
    const sites = new Set(movements.map((m) => m.siteId));
    if ([...sites].some((siteId) => held.ambiguous(siteId, key))) throw ambiguous();
    return { tlc } satisfies LotSelector;
  }
  const named = held.sourcesOf(tlc).filter((source) => sourceMatches(source, tlcSource));
  if (named.length === 0) throw notFound("Lot");
  if (named.length > 1) throw ambiguous();
  return { tlc, source: named[0]! } satisfies LotSelector;
}

/**
 * Traces a lot forward (where it went, what was made from it) or backward (what it was made from) through
 * the events of the caller's organisation at the sites she may read (decision 133), with the mass balance
 * of each lot reached at each site where it moved. Sites are named by their slug. A lot is its code and
 * its TLC source (decision 155): `tlcSource` names the lot when the code names several.
 */
export async function traceLotByCode(
  db: Db,
  actor: Actor,
  { tlc, direction, tlcSource }: { tlc: string; direction: "forward" | "backward"; tlcSource?: string | undefined },
) {
  const { rows, movements } = await loadLotMovements(db, actor, [tlc], [direction]);
  const key = lotKey(tlc);
  if (!movements.some((m) => lotKey(m.lot.tlc) === key || m.inputs.some((input) => lotKey(input.tlc) === key)))
    throw notFound("Lot");
  const result = traceLot(movements, startLot(movements, tlc, tlcSource), direction);
  const partnerOf = await partnerNames(
    db,
    actor,
    rows.map((row) => row.event),
  );
  // Balances over every movement of the lot, not only the ones this direction reached.
  const balances = massBalances(movements);
  return {
    direction,
    lots: result.lots.map((lot) => ({
      ...lot,
      massBalance: balances.filter(
        (b) =>
          lotKey(b.tlc) === lotKey(lot.tlc) &&
          (b.tlcSource === undefined || lot.tlcSource === undefined || b.tlcSource === lot.tlcSource),
      ),
    })),
    events: result.events.map((event) => ({ ...event, partner: partnerOf(event.id) })),
  };
}

/**
 * The business on the other side of each shipping (its ship-to) and receiving (its immediate previous
 * source), by event id, so a trace names the customers a lot reached and the suppliers it came from;
 * null for the CTEs that have none.
 */
async function partnerNames(db: Db, actor: Actor, events: (typeof traceEvents.$inferSelect)[]) {
  const locations = await db
    .select({ id: traceLocations.id, location: traceLocations.location })
    .from(traceLocations)
    .where(eq(traceLocations.organisationId, actor.organisationId));
  const names = new Map(locations.map((row) => [row.id, row.location.businessName]));
  const byEvent = new Map<string, string | null>();
  for (const event of events) {
    const kdes = event.kdes as Record<string, unknown>;
    const ref = (event.type === "shipping" ? kdes.shipTo : event.type === "receiving" ? kdes.previousSource : null) as
      | LocationRef
      | null
      | undefined;
    byEvent.set(event.id, !ref ? null : ref.kind === "stored" ? (names.get(ref.locationId) ?? null) : ref.businessName);
  }
  return (id: string) => byEvent.get(id) ?? null;
}

/**
 * The lot-moving events of the caller's organisation, at the sites she may read, that a trace from
 * `tlcs` in `directions` can reach, as stored rows and as the domain's movements (sites named by slug).
 * Read lot by lot rather than all at once (decision 133's trace at a year of a million events): each
 * step reads the events that carry or use the lots of the frontier (the (organisation, TLC) index and
 * the GIN index of transformation inputs), then moves forward to the lots made from them or backward
 * to the lots they were made from. Every event of every lot reached is loaded, both those that carry it
 * and those that use it, so `traceLot` and `massBalances` over these movements give what they would
 * over all of them. With no direction, only the events of `tlcs` themselves. The trace and the mock
 * recall drill read the same set.
 */
export async function loadLotMovements(
  db: Db,
  actor: Actor,
  tlcs: readonly string[],
  directions: readonly ("forward" | "backward")[],
) {
  const loaded = new Map<string, { event: typeof traceEvents.$inferSelect; siteSlug: string }>();
  const visit = async (frontier: string[]) => {
    const rows = await db
      .select({ event: traceEvents, siteSlug: sites.slug })
      .from(traceEvents)
      .innerJoin(sites, eq(sites.id, traceEvents.siteId))
      .where(
        and(
          eq(traceEvents.organisationId, actor.organisationId),
          isNotNull(traceEvents.tlcKey),
          siteScope(actor, traceEvents.siteId),
          or(inArray(traceEvents.tlcKey, frontier), arrayOverlaps(traceEvents.inputTlcKeys, frontier)),
        ),
      );
    for (const row of rows) loaded.set(row.event.id, row);
    return rows;
  };
  const start = [...new Set(tlcs.map(lotKey))];
  const first = await visit(start);
  for (const direction of directions) {
    const seen = new Set(start);
    let rows = first;
    let frontier = new Set(start);
    while (frontier.size) {
      const next = new Set<string>();
      for (const { event } of rows) {
        if (event.type !== "transformation" || !event.tlcKey) continue;
        if (direction === "forward" && event.inputTlcKeys.some((key) => frontier.has(key))) next.add(event.tlcKey);
        if (direction === "backward" && frontier.has(event.tlcKey)) for (const key of event.inputTlcKeys) next.add(key);
      }
      frontier = new Set([...next].filter((key) => !seen.has(key)));
      for (const key of frontier) seen.add(key);
      rows = frontier.size ? await visit([...frontier]) : [];
    }
  }
  const all = [...loaded.values()];
  const movements = all.flatMap(({ event, siteSlug }) => {
    const movement = toLotMovement({ ...toStoredEvent(event), siteId: siteSlug } as StoredEvent & { siteId: string }, {
      lot: event.tlcSourceKey,
      inputs: event.inputTlcSourceKeys,
    });
    return movement ? [movement] : [];
  });
  return { rows: all, movements };
}
