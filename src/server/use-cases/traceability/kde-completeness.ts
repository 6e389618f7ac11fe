import { eq } from "drizzle-orm";
import { kdeCompleteness, type StoredTraceEvent } from "../../../domain/traceability/completeness";
import type { LocationRef, ProductRef } from "../../../domain/traceability/master-data";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { siteLookups } from "./trace-records";

/** The supplier of an event: where the food came from (the farm, or the immediate previous source). */
function supplierRef(event: StoredTraceEvent): LocationRef | undefined {
  const kdes = event as Record<string, unknown>;
  if (event.type === "receiving") return kdes.previousSource as LocationRef | undefined;
  if (event.type === "harvesting" || event.type === "cooling") return kdes.farm as LocationRef | undefined;
  if (event.type === "initial_packing") return (kdes.received as { farm?: LocationRef }[] | undefined)?.[0]?.farm;
  return undefined;
}

/**
 * KDE completeness of a site's events (decision 130's `kdeCompleteness`): per CTE, or per CTE and product,
 * or per CTE and supplier; each group with its share complete and, for each incomplete event, the KDEs it
 * lacks. Stored events are read as they are (an imported or older event may lack KDEs).
 */
export async function getKdeCompleteness(
  db: Db,
  actor: Actor,
  { siteSlug, by }: { siteSlug: string; by: "type" | "product" | "supplier" },
) {
  const site = await findSite(db, actor, siteSlug);
  const [rows, lookups] = await Promise.all([
    db.select().from(traceEvents).where(eq(traceEvents.siteId, site.id)),
    siteLookups(db, site.id),
  ]);
  const events: StoredTraceEvent[] = rows.map((row) => ({ ...row.kdes, id: row.id, type: row.type }));
  const productKey = (event: StoredTraceEvent) => {
    const ref = (event as Record<string, unknown>).product as ProductRef | undefined;
    if (!ref) return (event as Record<string, unknown>).commodity as string | undefined;
    return ref.kind === "stored" ? (lookups.product(ref.productId)?.productName ?? ref.productId) : ref.productName;
  };
  const supplierKey = (event: StoredTraceEvent) => {
    const ref = supplierRef(event);
    if (!ref) return undefined;
    return ref.kind === "stored"
      ? (lookups.location(ref.locationId)?.businessName ?? ref.locationId)
      : ref.businessName;
  };
  const keyOf = by === "product" ? productKey : by === "supplier" ? supplierKey : undefined;
  return { by, groups: kdeCompleteness(events, keyOf) };
}
