import { and, asc, eq } from "drizzle-orm";
import type { SiteLotsView, SiteLotView } from "../../../domain/schemas/traceability";
import { tlcSourceKey } from "../../../domain/traceability/lot-source";
import type { LocationDescription, ProductDescription } from "../../../domain/traceability/master-data";
import { lotsOnHand } from "../../../domain/traceability/recall-drill";
import { lotKey, massBalances } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents, traceLocations, traceLots } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { loadLotMovements } from "./trace-lot";
import { siteLookups } from "./trace-records";

type WrittenLocation = ({ kind?: string; locationId?: string } & Partial<LocationDescription>) | undefined;

/**
 * The site's lots of one code (decision 155), so a screen can list them with their sources and let the
 * user pick one instead of typing its TLC source: each lot's source as written (a stored location read
 * from the site's master data), the product, date and quantity of the event that gave the site the lot,
 * what the records say is still on hand (made + received − shipped − used, as a recall drill holds it),
 * and the TLC source that names it in a transformation input. Oldest first. Reads only.
 */
export async function listSiteLots(
  db: Db,
  actor: Actor,
  { siteSlug, code }: { siteSlug: string; code: string },
): Promise<SiteLotsView> {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select({ lot: traceLots, event: traceEvents })
    .from(traceLots)
    .innerJoin(traceEvents, eq(traceEvents.id, traceLots.eventId))
    .where(and(eq(traceLots.siteId, site.id), eq(traceLots.tlcKey, lotKey(code))))
    .orderBy(asc(traceEvents.eventDate), asc(traceLots.createdAt));
  if (rows.length === 0) return { code, lots: [] };

  const lookups = await siteLookups(db, site.id);
  const storedLocations = await storedLocationKeys(db, site.id);
  const { movements } = await loadLotMovements(db, actor, [code], []);
  const here = movements.filter((movement) => movement.siteId === site.slug);
  const onHand = lotsOnHandBySource(massBalances(here), site.slug);

  const lots = rows.map(({ lot, event }): SiteLotView => {
    const written = lot.tlcSource as { location?: WrittenLocation; reference?: string };
    const place =
      written.location?.locationId !== undefined
        ? lookups.location(written.location.locationId)
        : (written.location as LocationDescription | undefined);
    const kdes = event.kdes as { product?: { productId?: string } & Partial<ProductDescription> };
    const product = event.productId ? lookups.product(event.productId) : kdes.product;
    return {
      tlc: lot.tlc,
      sourceKey: lot.sourceKey,
      origin: lot.origin,
      source: {
        ...(place ? { businessName: place.businessName, city: place.city } : {}),
        ...(written.reference ? { reference: written.reference } : {}),
      },
      product: product?.productName
        ? [product.productName, product.packagingSize, product.packagingStyle].filter(Boolean).join(", ")
        : null,
      date: event.eventDate,
      quantity: { value: event.quantity ?? 0, unit: event.unit ?? "" },
      onHand: onHand(lot.sourceKey),
      select: selector(lot.sourceKey, written, place, storedLocations),
    };
  });
  return { code, lots };
}

/** The site's stored locations by their TLC source key, so a described place the site also stores is named by id. */
async function storedLocationKeys(db: Db, siteId: string) {
  const rows = await db
    .select({ id: traceLocations.id, location: traceLocations.location })
    .from(traceLocations)
    .where(eq(traceLocations.siteId, siteId));
  const byKey = new Map<string, string>();
  for (const row of rows) {
    const key = tlcSourceKey({ location: { businessName: row.location.businessName, city: row.location.city } });
    if (!byKey.has(key)) byKey.set(key, row.id);
  }
  return byKey;
}

/**
 * The TLC source a transformation input (or a shipping) sends to name this lot among the site's lots of
 * its code: the reference for a lot keyed by its reference; for one keyed by its location, the stored
 * location (the lot's own, or the site's location of the same business name and city), else the
 * description as written.
 */
function selector(
  sourceKey: string,
  written: { location?: WrittenLocation; reference?: string },
  place: LocationDescription | undefined,
  stored: Map<string, string>,
): SiteLotView["select"] {
  if (sourceKey.startsWith("ref:") && written.reference) return { reference: written.reference };
  if (!sourceKey.startsWith("loc:") || !written.location) return {};
  if (written.location.locationId !== undefined) return { location: { locationId: written.location.locationId } };
  const id = stored.get(sourceKey);
  if (id) return { location: { locationId: id } };
  const { kind: _kind, ...description } = written.location;
  return { location: description };
}

/**
 * What a lot's records say is on hand at the site: `lotsOnHand` of its mass balance. Where the site holds
 * several lots of the code, each has its own balance (`tlcSource`); where it holds one, the code's balance.
 * A lot whose units are mixed is null; one with nothing left is 0.
 */
function lotsOnHandBySource(balances: ReturnType<typeof massBalances>, siteSlug: string) {
  const here = balances.filter((b) => b.siteId === siteSlug);
  return (sourceKey: string): SiteLotView["onHand"] => {
    const balance = here.find((b) => b.tlcSource === sourceKey) ?? here.find((b) => b.tlcSource === undefined);
    if (!balance || balance.status === "mixed_units") return null;
    const [left] = lotsOnHand([balance], siteSlug, [balance.tlc]);
    return { value: left?.value ?? 0, unit: balance.unit };
  };
}
