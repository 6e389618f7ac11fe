/**
 * The electronic sortable spreadsheet FDA may ask for within 24 hours (21 CFR 1.1455(c)(3)(ii)): one row
 * per CTE, one column per KDE, in the order below, which never changes (append new columns at the end).
 * The order follows the layout of FDA's 2024 template as far as it is described publicly (event type and
 * date first, then the lot, the product and quantity, then the locations and the KDEs only some CTEs
 * have, left blank for the others; decision 130). Two CTEs hold lists: an initial packing gives one row
 * per harvest lot received and a transformation one row per lot used, each repeating the event's own
 * columns, so every cell holds one value and the sheet sorts and filters by any TLC. Cells are plain
 * text; `writeCsv` (src/domain/csv) writes the file and neutralises formulas. Column titles are the
 * rule's English terms: the sheet is written for FDA, not translated.
 */
import { type CteType, eventDateField, type Quantity, type referenceDocumentTypes, type TraceEventInput } from "./kde";
import type { LocationDescription, LocationRef, ProductDescription, ProductRef } from "./master-data";

export const fdaSpreadsheetColumns = [
  { id: "eventId", title: "Event ID" },
  { id: "cte", title: "Critical Tracking Event" },
  { id: "eventDate", title: "Event Date" },
  { id: "tlc", title: "Traceability Lot Code" },
  { id: "productDescription", title: "Product Description" },
  { id: "quantity", title: "Quantity" },
  { id: "unit", title: "Unit of Measure" },
  { id: "commodity", title: "Commodity" },
  { id: "variety", title: "Variety" },
  { id: "tlcSourceLocation", title: "Traceability Lot Code Source Location Description" },
  { id: "tlcSourceReference", title: "Traceability Lot Code Source Reference" },
  { id: "eventLocation", title: "Location Description of the Event" },
  { id: "previousSource", title: "Immediate Previous Source Location Description" },
  { id: "subsequentRecipient", title: "Immediate Subsequent Recipient Location Description" },
  { id: "harvestFarm", title: "Harvest Farm Location Description" },
  { id: "growingArea", title: "Field or Growing Area Name" },
  { id: "harvestDate", title: "Harvest Date" },
  { id: "harvesterName", title: "Harvester Business Name" },
  { id: "harvesterPhone", title: "Harvester Phone Number" },
  { id: "coolingLocation", title: "Cooling Location Description" },
  { id: "coolingDate", title: "Cooling Date" },
  { id: "receivedDate", title: "Date Received" },
  { id: "receivedQuantity", title: "Quantity Received" },
  { id: "receivedUnit", title: "Unit of Measure Received" },
  { id: "inputTlc", title: "Input Traceability Lot Code" },
  { id: "inputProductDescription", title: "Input Product Description" },
  { id: "inputQuantity", title: "Input Quantity Used" },
  { id: "inputUnit", title: "Input Unit of Measure" },
  { id: "tripHarvestDates", title: "Harvest Date Range of the Trip" },
  { id: "tripHarvestLocations", title: "Harvest Locations of the Trip" },
  { id: "referenceDocumentType", title: "Reference Document Type" },
  { id: "referenceDocumentNumber", title: "Reference Document Number" },
] as const;
export type FdaColumnId = (typeof fdaSpreadsheetColumns)[number]["id"];

export const cteTitles: Record<CteType, string> = {
  harvesting: "Harvesting",
  cooling: "Cooling",
  initial_packing: "Initial Packing",
  first_land_based_receiving: "First Land-Based Receiving",
  shipping: "Shipping",
  receiving: "Receiving",
  transformation: "Transformation",
};

export const referenceDocumentTitles: Record<(typeof referenceDocumentTypes)[number], string> = {
  bill_of_lading: "Bill of Lading",
  purchase_order: "Purchase Order",
  advance_ship_notice: "Advance Shipping Notice",
  work_order: "Work Order",
  invoice: "Invoice",
  batch_log: "Batch Log",
  production_log: "Production Log",
  field_tag: "Field Tag",
  catch_certificate: "Catch Certificate",
  receipt: "Receipt",
  database_record: "Database Record",
  other: "Other",
};

/** How the server resolves stored locations and products; an unknown id leaves the cell blank. */
export type SpreadsheetLookups = {
  location: (locationId: string) => LocationDescription | undefined;
  product: (productId: string) => ProductDescription | undefined;
};

/** "Business, street (or coordinates), city, State zip, country, phone": one cell per location. */
export function formatLocationDescription(location: LocationDescription): string {
  const place =
    location.address ||
    (location.coordinates ? `${location.coordinates.latitude}, ${location.coordinates.longitude}` : "");
  const region = [location.state, location.postalCode].filter(Boolean).join(" ");
  return [location.businessName, place, location.city, region, location.country, location.phone]
    .filter(Boolean)
    .join(", ");
}

/** "Brand, product name, variety, packaging size, packaging style" (1.1310 product description). */
export function formatProductDescription(product: ProductDescription): string {
  const variety =
    product.variety && !product.productName.toLowerCase().includes(product.variety.toLowerCase())
      ? product.variety
      : "";
  return [product.brand, product.productName, variety, product.packagingSize, product.packagingStyle]
    .filter(Boolean)
    .join(", ");
}

type Cells = Partial<Record<FdaColumnId, string | undefined>>;

/** Each column's position in a row: the column plan every row is written to. */
const columnIndex = Object.fromEntries(fdaSpreadsheetColumns.map((column, i) => [column.id, i])) as Record<
  FdaColumnId,
  number
>;
const blankRow: readonly string[] = fdaSpreadsheetColumns.map(() => "");

/** The rows of one event, each a cell per column in `fdaSpreadsheetColumns` order. */
export function fdaSpreadsheetRows(event: TraceEventInput & { id: string }, lookups: SpreadsheetLookups): string[][] {
  return fdaSpreadsheetRowWriter(lookups)(event);
}

/**
 * `fdaSpreadsheetRows` for many events against the same lookups: each stored location's and product's
 * description is formatted once, and each row is filled in place from a blank one (no per-cell objects),
 * since a year's sheet writes a million of them (decision 156).
 */
export function fdaSpreadsheetRowWriter(
  lookups: SpreadsheetLookups,
): (event: TraceEventInput & { id: string }) => string[][] {
  const locations = new Map<string, string>();
  const products = new Map<string, string>();
  const location = (ref: LocationRef | undefined) => {
    if (!ref) return "";
    if (ref.kind !== "stored") return formatLocationDescription(ref);
    let text = locations.get(ref.locationId);
    if (text === undefined) {
      const description = lookups.location(ref.locationId);
      text = description ? formatLocationDescription(description) : "";
      locations.set(ref.locationId, text);
    }
    return text;
  };
  const product = (ref: ProductRef) => {
    if (ref.kind !== "stored") return formatProductDescription(ref);
    let text = products.get(ref.productId);
    if (text === undefined) {
      const description = lookups.product(ref.productId);
      text = description ? formatProductDescription(description) : "";
      products.set(ref.productId, text);
    }
    return text;
  };
  const fill = (row: string[], cells: Cells) => {
    for (const id in cells) row[columnIndex[id as FdaColumnId]] = cells[id as FdaColumnId] ?? "";
    return row;
  };
  const amount = (quantity: Quantity) => ({ quantity: String(quantity.value), unit: quantity.unit });

  return (event) => {
    const common = fill([...blankRow], {
      eventId: event.id,
      cte: cteTitles[event.type],
      eventDate: (event as unknown as Record<string, string>)[eventDateField[event.type]],
      referenceDocumentType: referenceDocumentTitles[event.referenceDocument.type],
      referenceDocumentNumber: event.referenceDocument.number,
    });
    switch (event.type) {
      case "harvesting":
        return [
          fill(common, {
            ...amount(event.quantity),
            commodity: event.commodity,
            variety: event.variety,
            eventLocation: location(event.farm),
            subsequentRecipient: location(event.subsequentRecipient),
            harvestFarm: location(event.farm),
            growingArea: event.growingArea,
            harvestDate: event.harvestDate,
          }),
        ];
      case "cooling":
        return [
          fill(common, {
            ...amount(event.quantity),
            commodity: event.commodity,
            variety: event.variety,
            eventLocation: location(event.coolingLocation),
            subsequentRecipient: location(event.subsequentRecipient),
            harvestFarm: location(event.farm),
            coolingLocation: location(event.coolingLocation),
            coolingDate: event.coolingDate,
          }),
        ];
      case "initial_packing": {
        const packed = fill(common, {
          tlc: event.tlc,
          productDescription: product(event.product),
          ...amount(event.quantity),
          tlcSourceLocation: location(event.packingLocation),
          tlcSourceReference: event.tlcSourceReference,
          eventLocation: location(event.packingLocation),
        });
        return event.received.map((harvest) =>
          fill([...packed], {
            commodity: harvest.commodity,
            variety: harvest.variety,
            harvestFarm: location(harvest.farm),
            growingArea: harvest.growingArea,
            harvestDate: harvest.harvestDate,
            harvesterName: harvest.harvester.businessName,
            harvesterPhone: harvest.harvester.phone,
            coolingLocation: location(harvest.coolingLocation),
            coolingDate: harvest.coolingDate,
            receivedDate: harvest.receivedDate,
            receivedQuantity: String(harvest.quantity.value),
            receivedUnit: harvest.quantity.unit,
          }),
        );
      }
      case "first_land_based_receiving":
        return [
          fill(common, {
            tlc: event.tlc,
            productDescription: product(event.product),
            ...amount(event.quantity),
            tlcSourceLocation: location(event.receivingLocation),
            tlcSourceReference: event.tlcSourceReference,
            eventLocation: location(event.receivingLocation),
            receivedDate: event.receiveDate,
            tripHarvestDates: `${event.harvestDates.from} – ${event.harvestDates.to}`,
            tripHarvestLocations: event.harvestLocations.join("; "),
          }),
        ];
      case "shipping":
      case "receiving": {
        const shipping = event.type === "shipping";
        return [
          fill(common, {
            tlc: event.tlc,
            productDescription: product(event.product),
            ...amount(event.quantity),
            tlcSourceLocation: location(event.tlcSource.location),
            tlcSourceReference: event.tlcSource.reference,
            eventLocation: location(shipping ? event.shipFrom : event.receivingLocation),
            ...(shipping
              ? { subsequentRecipient: location(event.shipTo) }
              : { previousSource: location(event.previousSource), receivedDate: event.receiveDate }),
          }),
        ];
      }
      case "transformation": {
        const made = fill(common, {
          tlc: event.tlc,
          productDescription: product(event.product),
          ...amount(event.quantity),
          tlcSourceLocation: location(event.transformationLocation),
          tlcSourceReference: event.tlcSourceReference,
          eventLocation: location(event.transformationLocation),
        });
        return event.inputs.map((input) =>
          fill([...made], {
            inputTlc: input.tlc,
            inputProductDescription: product(input.product),
            inputQuantity: String(input.quantity.value),
            inputUnit: input.quantity.unit,
          }),
        );
      }
    }
  };
}

/**
 * The whole spreadsheet: the column titles and every event's rows, by event date, then by event id so
 * the same records always give the same file.
 */
export function fdaSpreadsheet(
  events: readonly (TraceEventInput & { id: string })[],
  lookups: SpreadsheetLookups,
): { header: string[]; rows: string[][] } {
  const dated = (event: TraceEventInput) => (event as unknown as Record<string, string>)[eventDateField[event.type]]!;
  const rowsOf = fdaSpreadsheetRowWriter(lookups);
  const ordered = [...events].sort((a, b) => dated(a).localeCompare(dated(b)) || a.id.localeCompare(b.id));
  return {
    header: fdaSpreadsheetColumns.map((column) => column.title),
    rows: ordered.flatMap((event) => rowsOf(event)),
  };
}
