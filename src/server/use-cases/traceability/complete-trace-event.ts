import { and, eq } from "drizzle-orm";
import { message } from "../../../domain/i18n/message";
import { fillMissingKdes, missingKdes, type StoredTraceEvent } from "../../../domain/traceability/completeness";
import { traceEventInputSchema } from "../../../domain/traceability/kde";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents } from "../../db/schema";
import { invalidFields, notFound, parseInput } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { assertStoredRefsExist } from "./trace-records";
import { enqueueFdaSheetPieces } from "./fda-sheet-pieces";

/**
 * Adds the KDEs a stored event lacks (decision 141): an imported partner event, or one recorded before a
 * KDE was required. Only missing KDEs (or missing parts of one) are taken from `kdes`; a recorded KDE is
 * never changed. The completed event must then pass the capture schema (the 400 names the KDE), its stored
 * ids must be the site's, and the change and its audit event (the paths filled, what was missing) are one
 * transaction. The site's lots are untouched: a lot code is never missing from a stored lot-moving event.
 */
export async function completeTraceEvent(
  db: Db,
  actor: Actor,
  { siteSlug, eventId, kdes }: { siteSlug: string; eventId: string; kdes: Record<string, unknown> },
): Promise<{ id: string; filled: string[] }> {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const [row] = await tx
      .select()
      .from(traceEvents)
      .where(and(eq(traceEvents.id, eventId), eq(traceEvents.siteId, site.id)))
      .for("update");
    if (!row) throw notFound("Trace event");
    const before = missingKdes({ ...row.kdes, id: row.id, type: row.type } as StoredTraceEvent);
    if (before.length === 0) throw invalidFields({ kdes: message("This event already holds every required KDE") });
    const { kdes: merged, filled } = fillMissingKdes(row.kdes, { ...kdes, type: row.type });
    if (filled.length === 0) throw invalidFields({ kdes: message("Send at least one of the KDEs this event lacks") });
    const event = parseInput(traceEventInputSchema, merged);
    await assertStoredRefsExist(tx, site.id, event);
    const product = "product" in event ? event.product : undefined;
    await tx
      .update(traceEvents)
      .set({
        kdes: { ...event, ...(row.tlc !== null ? { tlc: row.tlc } : {}) },
        productId: product?.kind === "stored" ? product.productId : null,
        quantity: event.quantity.value,
        unit: event.quantity.unit,
      })
      .where(eq(traceEvents.id, row.id));
    await enqueueFdaSheetPieces(tx, site.id);
    await recordEvent(tx, actor, {
      action: "trace_event.complete",
      entityType: "trace_event",
      entityId: row.id,
      siteId: site.id,
      before: { missing: before },
      after: { filled },
    });
    return { id: row.id, filled };
  });
}
