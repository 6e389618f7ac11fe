import { and, eq, inArray, sql } from "drizzle-orm";
import { message, type Message } from "../../../domain/i18n/message";
import { eventDateField, type TraceEventInput } from "../../../domain/traceability/kde";
import { pickLot, type TlcSourceParts, tlcSourceKey } from "../../../domain/traceability/lot-source";
import type { LocationRef } from "../../../domain/traceability/master-data";
import { lotKey } from "../../../domain/traceability/trace";
import { checkTlcRules, mayAssignTlc, nextTlc, type TlcProblem } from "../../../domain/traceability/tlc";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents, traceLocations, traceLots } from "../../db/schema";
import { AppError, invalidFields } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findSite, type SiteRow } from "../sites/site-access";
import { assertStoredRefsExist, defaultTlcFormat, findTlcFormatRow, toTlcFormat } from "./trace-records";
import { enqueueFdaSheetPieces } from "./fda-sheet-pieces";

/** The 400's reason for each TLC rule an event breaks (the field comes with the problem). */
const tlcProblemReasons: Record<TlcProblem, Message> = {
  tlc_taken: message("This traceability lot code is already used at this site"),
  tlc_not_in_site_format: message("This traceability lot code does not follow the site's format"),
  unknown_tlc: message("The site holds no lot with this traceability lot code"),
  tlc_source_must_be_receiving_location: message("Name the receiving location as the traceability lot code source"),
  ambiguous_tlc_source: message(
    "The site holds lots with this traceability lot code from several sources: name the lot's traceability lot code source",
  ),
};

type SourceRef = { location?: LocationRef; reference?: string };

/** Every TLC source an event names: its own lot's, and the one of each transformation input that gives one. */
function writtenSources(event: TraceEventInput): SourceRef[] {
  const own = tlcSourceOf(event) as SourceRef | null;
  const inputs = event.type === "transformation" ? event.inputs.flatMap((input) => input.tlcSource ?? []) : [];
  return [...(own ? [own] : []), ...inputs];
}

/**
 * What the TLC sources an event names say about their place: a described location's business name and
 * city as written, a stored one's from the site's master data (decision 155).
 */
async function sourceReader(tx: Db, siteId: string, event: TraceEventInput) {
  const ids = writtenSources(event).flatMap((source) =>
    source.location?.kind === "stored" ? [source.location.locationId] : [],
  );
  const rows = ids.length
    ? await tx
        .select({ id: traceLocations.id, location: traceLocations.location })
        .from(traceLocations)
        .where(and(eq(traceLocations.siteId, siteId), inArray(traceLocations.id, ids)))
    : [];
  const stored = new Map(rows.map((row) => [row.id, row.location]));
  return (source: SourceRef): TlcSourceParts => {
    const location = source.location?.kind === "stored" ? stored.get(source.location.locationId) : source.location;
    return {
      ...(location ? { location: { businessName: location.businessName, city: location.city } } : {}),
      ...(source.reference ? { reference: source.reference } : {}),
    };
  };
}

/** The TLC source a new lot of the site records (1.1340(a)(7), 1.1345(a)(7)). */
function tlcSourceOf(event: TraceEventInput): { location?: unknown; reference?: string } | null {
  switch (event.type) {
    case "initial_packing":
      return { location: event.packingLocation, reference: event.tlcSourceReference };
    case "first_land_based_receiving":
      return { location: event.receivingLocation, reference: event.tlcSourceReference };
    case "transformation":
      return { location: event.transformationLocation, reference: event.tlcSourceReference };
    case "receiving":
      return event.tlcSource;
    default:
      return null;
  }
}

/**
 * Records one Critical Tracking Event (decision 133): every stored location and product it names must be
 * the site's, the TLC rules of 1.1320 hold (`checkTlcRules`), and a CTE that creates a lot without a code
 * gets the next code of the site's format. The lot codes are read and the new one taken under a per-site
 * lock, so two requests cannot assign the same code; the event, its lot and its audit event are one
 * transaction.
 */
export async function captureTraceEvent(
  db: Db,
  actor: Actor,
  { siteSlug, event }: { siteSlug: string; event: TraceEventInput },
): Promise<{ id: string; tlc?: string }> {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const captured = await captureTraceEventIn(tx, actor, site, event);
    await enqueueFdaSheetPieces(tx, site.id);
    return captured;
  });
}

/**
 * `captureTraceEvent` inside the caller's transaction, at a site already found: an import records each of
 * its rows with it, under the same rules (decision 144). `audit` adds to the audit event's `after`.
 */
export async function captureTraceEventIn(
  tx: Db,
  actor: Actor,
  site: SiteRow,
  event: TraceEventInput,
  audit: { importFile?: string; importRow?: number } = {},
): Promise<{ id: string; tlc?: string }> {
  await assertStoredRefsExist(tx, site.id, event);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trace-lots:${site.id}`}))`);
  const held = await tx
    .select({ tlc: traceLots.tlc, sourceKey: traceLots.sourceKey })
    .from(traceLots)
    .where(eq(traceLots.siteId, site.id));
  const siteTlcs = held.map((row) => row.tlc);
  const sourceOf = await sourceReader(tx, site.id, event);
  const setting = await findTlcFormatRow(tx, site.id);
  const format = setting ? toTlcFormat(setting) : undefined;
  const problems = checkTlcRules(event, { siteTlcs, lots: { held, sourceOf }, ...(format ? { format } : {}) });
  if (problems.length)
    throw invalidFields(Object.fromEntries(problems.map((p) => [p.field, tlcProblemReasons[p.problem]])));

  const eventDate = (event as unknown as Record<string, string>)[eventDateField[event.type]]!;
  let tlc = "tlc" in event ? event.tlc : undefined;
  const assigned = tlc === undefined && mayAssignTlc(event);
  if (assigned) {
    const assigning = format ?? toTlcFormat(defaultTlcFormat(site.slug))!;
    tlc = nextTlc(assigning, eventDate, siteTlcs) ?? undefined;
    if (tlc === undefined)
      throw new AppError(
        "conflict",
        "The site's traceability lot code format has no code left for {{date}}",
        undefined,
        undefined,
        {
          date: eventDate,
        },
      );
  }
  const kdes = { ...event, ...(tlc !== undefined ? { tlc } : {}) };
  const product = "product" in event ? event.product : undefined;
  // The lot the event carries is its code and source: the lot it makes or receives, keyed by the source
  // it names; the site's lot a shipping names (checked above); and the lot of each input.
  const source = tlcSourceOf(event) as SourceRef | null;
  const keyOf = (code: string, written: SourceRef | null | undefined) => {
    const picked = pickLot(held, code, written ? sourceOf(written) : undefined);
    return picked.ok ? picked.lot.sourceKey : null;
  };
  const sourceKey =
    tlc === undefined
      ? null
      : event.type === "shipping"
        ? keyOf(tlc, event.tlcSource)
        : source
          ? tlcSourceKey(sourceOf(source))
          : null;
  const [row] = await tx
    .insert(traceEvents)
    .values({
      organisationId: actor.organisationId,
      siteId: site.id,
      type: event.type,
      kdes,
      eventDate,
      tlc: tlc ?? null,
      tlcKey: tlc !== undefined ? lotKey(tlc) : null,
      tlcSourceKey: sourceKey,
      inputTlcKeys: event.type === "transformation" ? event.inputs.map((input) => lotKey(input.tlc)) : [],
      inputTlcSourceKeys:
        event.type === "transformation" ? event.inputs.map((input) => keyOf(input.tlc, input.tlcSource) ?? "") : [],
      productId: product?.kind === "stored" ? product.productId : null,
      quantity: event.quantity.value,
      unit: event.quantity.unit,
      capturedBy: actor.userId,
    })
    .returning({ id: traceEvents.id });

  // A lot the site now holds: one it made, or one it received (kept under the supplier's code and source;
  // the same code and source received again is the same lot).
  if (tlc !== undefined && source && sourceKey !== null && (mayAssignTlc(event) || event.type === "receiving"))
    await tx
      .insert(traceLots)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        tlc,
        tlcKey: lotKey(tlc),
        origin: mayAssignTlc(event) ? "assigned" : "received",
        tlcSource: source,
        sourceKey,
        eventId: row!.id,
      })
      .onConflictDoNothing();

  await recordEvent(tx, actor, {
    action: "trace_event.capture",
    entityType: "trace_event",
    entityId: row!.id,
    siteId: site.id,
    after: { type: event.type, eventDate, tlc: tlc ?? null, tlcAssigned: assigned, ...audit },
  });
  return tlc !== undefined ? { id: row!.id, tlc } : { id: row!.id };
}
