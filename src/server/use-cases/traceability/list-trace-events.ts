import { and, desc, eq, gte, lte, or, sql } from "drizzle-orm";
import { missingKdes, type StoredTraceEvent } from "../../../domain/traceability/completeness";
import type { CteType } from "../../../domain/traceability/kde";
import { lotKey } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents } from "../../db/schema";
import { notFound } from "../../errors";
import { findSite } from "../sites/site-access";

/** At most this many events in one answer: narrow the dates or the lot for more. */
export const TRACE_EVENT_LIST_LIMIT = 500;

/**
 * A site's captured events, newest event date first, by CTE, event date (inclusive) and TLC (the lot made,
 * shipped or received, or a lot a transformation used; any case).
 */
export async function listTraceEvents(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; type?: CteType; from?: string; to?: string; tlc?: string },
) {
  const site = await findSite(db, actor, input.siteSlug);
  const key = input.tlc ? lotKey(input.tlc) : undefined;
  const rows = await db
    .select()
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.siteId, site.id),
        input.type ? eq(traceEvents.type, input.type) : undefined,
        input.from ? gte(traceEvents.eventDate, input.from) : undefined,
        input.to ? lte(traceEvents.eventDate, input.to) : undefined,
        key ? or(eq(traceEvents.tlcKey, key), sql`${key} = any(${traceEvents.inputTlcKeys})`) : undefined,
      ),
    )
    .orderBy(desc(traceEvents.eventDate), desc(traceEvents.capturedAt))
    .limit(TRACE_EVENT_LIST_LIMIT + 1);
  return {
    items: rows.slice(0, TRACE_EVENT_LIST_LIMIT).map((row) => ({
      id: row.id,
      type: row.type,
      eventDate: row.eventDate,
      tlc: row.tlc,
      productId: row.productId,
      quantity: row.quantity,
      unit: row.unit,
      capturedBy: row.capturedBy,
      capturedAt: row.capturedAt.toISOString(),
      kdes: row.kdes,
    })),
    truncated: rows.length > TRACE_EVENT_LIST_LIMIT,
  };
}

/** One event of the site with its KDEs and the required ones it lacks (the completion form asks for those). */
export async function getTraceEvent(
  db: Db,
  actor: Actor,
  { siteSlug, eventId }: { siteSlug: string; eventId: string },
) {
  const site = await findSite(db, actor, siteSlug);
  const [row] = await db
    .select()
    .from(traceEvents)
    .where(and(eq(traceEvents.siteId, site.id), eq(traceEvents.id, eventId)));
  if (!row) throw notFound("Trace event");
  return {
    id: row.id,
    type: row.type,
    eventDate: row.eventDate,
    tlc: row.tlc,
    capturedAt: row.capturedAt.toISOString(),
    kdes: row.kdes,
    missing: missingKdes({ ...row.kdes, id: row.id, type: row.type } as StoredTraceEvent),
  };
}
