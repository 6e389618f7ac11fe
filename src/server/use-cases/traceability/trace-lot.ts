import { and, eq, isNotNull } from "drizzle-orm";
import type { LocationRef } from "../../../domain/traceability/master-data";
import { lotKey, massBalances, toLotMovement, traceLot } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites, traceEvents, traceLocations } from "../../db/schema";
import { notFound } from "../../errors";
import { siteScope } from "../sites/site-access";
import { type StoredEvent, toStoredEvent } from "./trace-records";

/**
 * Traces a lot forward (where it went, what was made from it) or backward (what it was made from) through
 * the events of the caller's organisation at the sites she may read (decision 133), with the mass balance
 * of each lot reached at each site where it moved. Sites are named by their slug.
 */
export async function traceLotByCode(
  db: Db,
  actor: Actor,
  { tlc, direction }: { tlc: string; direction: "forward" | "backward" },
) {
  const { rows, movements } = await loadLotMovements(db, actor);
  const key = lotKey(tlc);
  if (!movements.some((m) => lotKey(m.lot.tlc) === key || m.inputs.some((input) => lotKey(input.tlc) === key)))
    throw notFound("Lot");
  const result = traceLot(movements, tlc, direction);
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
      massBalance: balances.filter((b) => lotKey(b.tlc) === lotKey(lot.tlc)),
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
 * Every lot-moving event of the caller's organisation at the sites she may read, as stored rows and as
 * the domain's movements (sites named by slug). The trace and the mock recall drill read the same set.
 */
export async function loadLotMovements(db: Db, actor: Actor) {
  const rows = await db
    .select({ event: traceEvents, siteSlug: sites.slug })
    .from(traceEvents)
    .innerJoin(sites, eq(sites.id, traceEvents.siteId))
    .where(
      and(
        eq(traceEvents.organisationId, actor.organisationId),
        isNotNull(traceEvents.tlcKey),
        siteScope(actor, traceEvents.siteId),
      ),
    );
  const movements = rows.flatMap(({ event, siteSlug }) => {
    const movement = toLotMovement({ ...toStoredEvent(event), siteId: siteSlug } as StoredEvent & { siteId: string });
    return movement ? [movement] : [];
  });
  return { rows, movements };
}
