import { and, eq, inArray } from "drizzle-orm";
import { message, type Message } from "../../../domain/i18n/message";
import type { TraceEventInput } from "../../../domain/traceability/kde";
import type { LocationDescription, ProductDescription } from "../../../domain/traceability/master-data";
import { parseTlcTemplate, type TlcFormat } from "../../../domain/traceability/tlc";
import type { Db } from "../../db/client";
import { siteTlcFormats, traceEvents, traceLocations, traceProducts } from "../../db/schema";
import { invalidFields } from "../../errors";

export type TraceEventRow = typeof traceEvents.$inferSelect;
/** A stored event as the domain reads it: its KDEs as captured, with its id. */
export type StoredEvent = TraceEventInput & { id: string };

export const toStoredEvent = (row: Pick<TraceEventRow, "id" | "kdes">): StoredEvent =>
  ({ ...row.kdes, id: row.id }) as StoredEvent;

/** A stored location or product named by id somewhere in an event, with the path of its KDE. */
type StoredRef = { path: string; kind: "location" | "product"; id: string };

/** Every `{ locationId }` / `{ productId }` reference in an event, at any depth. */
export function storedRefs(value: unknown, path: string[] = []): StoredRef[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => storedRefs(item, [...path, String(i)]));
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (record.kind === "stored" && typeof record.locationId === "string")
    return [{ path: path.join("."), kind: "location", id: record.locationId }];
  if (record.kind === "stored" && typeof record.productId === "string")
    return [{ path: path.join("."), kind: "product", id: record.productId }];
  return Object.entries(record).flatMap(([key, inner]) => storedRefs(inner, [...path, key]));
}

/** Refuses (400, naming the KDE) an event that names a location or product the site does not have. */
export async function assertStoredRefsExist(db: Db, siteId: string, event: TraceEventInput) {
  const refs = storedRefs(event);
  const ids = (kind: StoredRef["kind"]) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const [locations, products] = await Promise.all([
    ids("location").length
      ? db
          .select({ id: traceLocations.id })
          .from(traceLocations)
          .where(and(eq(traceLocations.siteId, siteId), inArray(traceLocations.id, ids("location"))))
      : [],
    ids("product").length
      ? db
          .select({ id: traceProducts.id })
          .from(traceProducts)
          .where(and(eq(traceProducts.siteId, siteId), inArray(traceProducts.id, ids("product"))))
      : [],
  ]);
  const known = new Set([...locations, ...products].map((row) => row.id));
  const fields: Record<string, Message> = {};
  for (const ref of refs)
    if (!known.has(ref.id))
      fields[ref.path] ??= message(
        ref.kind === "location" ? "No location of this site has this id" : "No product of this site has this id",
      );
  if (Object.keys(fields).length) throw invalidFields(fields);
}

/** The site's stored locations and products, for the spreadsheet's descriptions and completeness keys. */
export async function siteLookups(db: Db, siteId: string) {
  const [locations, products] = await Promise.all([
    db.select().from(traceLocations).where(eq(traceLocations.siteId, siteId)),
    db.select().from(traceProducts).where(eq(traceProducts.siteId, siteId)),
  ]);
  const locationById = new Map<string, LocationDescription>(locations.map((row) => [row.id, row.location]));
  const productById = new Map<string, ProductDescription>(products.map((row) => [row.id, row.product]));
  return {
    location: (id: string) => locationById.get(id),
    product: (id: string) => productById.get(id),
  };
}

/**
 * The TLC format a site assigns codes with when it has not set one (decision 133): the first six letters
 * or digits of its slug, the date as YYMMDD and a three-digit counter, e.g. `OXNARD-260306-001`.
 */
export const defaultTlcFormat = (siteSlug: string) => ({
  siteCode:
    siteSlug
      .replace(/[^a-z0-9]/gi, "")
      .toUpperCase()
      .slice(0, 6) || "SITE",
  template: "{SITE}-{YYMMDD}-{SEQ}",
});

/** The site's stored format setting (null: none set). */
export async function findTlcFormatRow(db: Db, siteId: string) {
  const [row] = await db.select().from(siteTlcFormats).where(eq(siteTlcFormats.siteId, siteId));
  return row ?? null;
}

export function toTlcFormat(setting: { siteCode: string; template: string }): TlcFormat | undefined {
  const parsed = parseTlcTemplate(setting.template, setting.siteCode);
  return parsed.ok ? parsed.format : undefined;
}
