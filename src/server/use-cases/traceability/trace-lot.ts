import { and, arrayOverlaps, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
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
 * Two queries (decision 160): one recursive query walks the lot codes a trace reaches (`reachedLotKeys`),
 * then one query loads every event of every code reached, both those that carry it and those that use
 * it, so `traceLot` and `massBalances` over these movements give what they would over all of them. The
 * walk follows codes, not (code, source) pairs: it reaches every lot the domain's walk can reach and the
 * domain then tells a site's lots of one code apart by source (decision 155). With no direction, only the
 * events of `tlcs` themselves. The trace and the mock recall drill read the same set.
 */
export async function loadLotMovements(
  db: Db,
  actor: Actor,
  tlcs: readonly string[],
  directions: readonly ("forward" | "backward")[],
) {
  const start = [...new Set(tlcs.map(lotKey))];
  const keys = directions.length ? await reachedLotKeys(db, actor, start, directions) : start;
  const all = keys.length
    ? await db
        .select({ event: traceEvents, siteSlug: sites.slug })
        .from(traceEvents)
        .innerJoin(sites, eq(sites.id, traceEvents.siteId))
        .where(
          and(
            eq(traceEvents.organisationId, actor.organisationId),
            isNotNull(traceEvents.tlcKey),
            siteScope(actor, traceEvents.siteId),
            or(inArray(traceEvents.tlcKey, keys), arrayOverlaps(traceEvents.inputTlcKeys, keys)),
          ),
        )
    : [];
  const movements = all.flatMap(({ event, siteSlug }) => {
    const movement = toLotMovement({ ...toStoredEvent(event), siteId: siteSlug } as StoredEvent & { siteId: string }, {
      lot: event.tlcSourceKey,
      inputs: event.inputTlcSourceKeys,
    });
    return movement ? [movement] : [];
  });
  return { rows: all, movements };
}

/** An SQL text array of `values`, each bound as a parameter. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The lot codes (their `lotKey`) a trace from `start` reaches in each of `directions`, the start
 * included, in one recursive query: forward through each transformation that used a code to the code it
 * made, backward through each transformation that made a code to the codes it used. Only the
 * transformations of the caller's organisation at the sites she may read count, as in the load that
 * follows. `union` keeps each (code, direction) pair once, so a cycle in bad data ends the walk. Each
 * step uses the (organisation, TLC) index backward and the GIN index of transformation inputs forward.
 */
async function reachedLotKeys(
  db: Db,
  actor: Actor,
  start: readonly string[],
  directions: readonly ("forward" | "backward")[],
): Promise<string[]> {
  if (start.length === 0) return [];
  const readable = and(
    eq(traceEvents.organisationId, actor.organisationId),
    eq(traceEvents.type, "transformation"),
    isNotNull(traceEvents.tlcKey),
    siteScope(actor, traceEvents.siteId),
  );
  const result = await db.execute(sql`
    with recursive walk(key, direction) as (
      select s.key, d.direction
        from unnest(${textArray(start)}) as s(key) cross join unnest(${textArray(directions)}) as d(direction)
      union
      select step.key, walk.direction
        from walk cross join lateral (
          select ${traceEvents.tlcKey} as key from ${traceEvents}
            where walk.direction = 'forward' and ${traceEvents.inputTlcKeys} @> array[walk.key] and ${readable}
          union all
          select unnest(${traceEvents.inputTlcKeys}) as key from ${traceEvents}
            where walk.direction = 'backward' and ${traceEvents.tlcKey} = walk.key and ${readable}
        ) as step
    )
    select distinct key from walk`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}
