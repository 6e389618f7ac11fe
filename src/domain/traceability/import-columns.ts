/**
 * The columns of a spreadsheet of Critical Tracking Events (decision 144): for each CTE, the flat fields a
 * row fills (a KDE, or a part of one: `quantity.value`, `referenceDocument.number`), their header names in
 * English and Spanish for the proposed mapping, and how a cell becomes the value the capture schema
 * (`traceEventInputSchema`) reads. A row becomes one event; a list KDE takes one element per row
 * (`received.0.…`, `inputs.0.…`; `harvestLocations` separated by `;` or `|`). Stored locations and products
 * are named by their business or product name (or id). The same fields describe the KDEs a stored event
 * lacks, so the completion form asks for exactly those. Pure.
 */
import { isIsoDate } from "../dates";
import { type ImportField, normaliseHeader, setPath } from "../imports/column-mapping";
import { message, type Message } from "../i18n/message";
import { type CteType, referenceDocumentTypes } from "./kde";

/** How a cell is read: text as given, a number, a date, a stored location or product, a choice, a list. */
export type TraceColumnKind =
  | "text"
  | "number"
  | "date"
  | "location"
  | "product"
  | "referenceType"
  | "list"
  | "boolean";

export type TraceImportField = ImportField & { kind: TraceColumnKind; required: boolean };

const f = (key: string, kind: TraceColumnKind, required: boolean, ...names: string[]): TraceImportField => ({
  key,
  kind,
  required,
  names,
});

const quantity = (at = "") => [
  f(`${at}quantity.value`, "number", true, "quantity", "qty", "amount", "cantidad", "cant"),
  f(`${at}quantity.unit`, "text", true, "unit", "unit of measure", "uom", "unidad", "unidad de medida"),
];
const reference = [
  f(
    "referenceDocument.type",
    "referenceType",
    true,
    "reference document type",
    "document type",
    "doc type",
    "tipo de documento",
    "tipo de documento de referencia",
  ),
  f(
    "referenceDocument.number",
    "text",
    true,
    "reference document number",
    "reference document",
    "document number",
    "doc number",
    "reference",
    "numero de documento",
    "documento de referencia",
    "referencia",
  ),
];
const product = (at = "") =>
  f(`${at}product`, "product", true, "product", "product description", "producto", "descripcion del producto");
const commodity = (at = "") => f(`${at}commodity`, "text", true, "commodity", "crop", "producto agricola", "cultivo");
const variety = (at = "") => f(`${at}variety`, "text", false, "variety", "variedad");
const farm = (at = "") => f(`${at}farm`, "location", true, "farm", "ranch", "grower", "finca", "rancho", "granja");
const growingArea = (at = "") =>
  f(
    `${at}growingArea`,
    "text",
    true,
    "field",
    "growing area",
    "block",
    "lot field",
    "campo",
    "parcela",
    "lote de campo",
  );
const harvestDate = (at = "") =>
  f(`${at}harvestDate`, "date", true, "harvest date", "date harvested", "fecha de cosecha");
const recipient = f(
  "subsequentRecipient",
  "location",
  true,
  "subsequent recipient",
  "next recipient",
  "recipient",
  "ship to",
  "destinatario",
  "siguiente destinatario",
);
const coolingLocation = (at = "", required = true) =>
  f(`${at}coolingLocation`, "location", required, "cooling location", "cooler", "lugar de enfriamiento", "enfriador");
const coolingDate = (at = "", required = true) =>
  f(`${at}coolingDate`, "date", required, "cooling date", "date cooled", "fecha de enfriamiento");
const tlc = (required: boolean) =>
  f("tlc", "text", required, "tlc", "traceability lot code", "lot code", "lot", "codigo de lote", "lote");
const tlcSourceReference = f(
  "tlcSourceReference",
  "text",
  false,
  "tlc source reference",
  "ffrn",
  "referencia de la fuente del tlc",
  "referencia de la fuente",
);
const tlcSource = [
  f("tlcSource.location", "location", false, "tlc source", "tlc source location", "fuente del tlc", "fuente del lote"),
  f("tlcSource.reference", "text", false, ...tlcSourceReference.names),
];

/** The fields of each CTE's spreadsheet, in the order the KDEs of its section come (`kdeFields`). */
export const traceImportFields: Record<CteType, readonly TraceImportField[]> = {
  harvesting: [recipient, commodity(), variety(), ...quantity(), farm(), growingArea(), harvestDate(), ...reference],
  cooling: [recipient, commodity(), variety(), ...quantity(), coolingLocation(), coolingDate(), farm(), ...reference],
  initial_packing: [
    commodity("received.0."),
    variety("received.0."),
    f("received.0.receivedDate", "date", true, "date received", "received date", "received", "fecha de recepcion"),
    f("received.0.quantity.value", "number", true, "quantity received", "received quantity", "cantidad recibida"),
    f("received.0.quantity.unit", "text", true, "unit received", "received unit", "unidad recibida"),
    farm("received.0."),
    growingArea("received.0."),
    f("received.0.harvester.businessName", "text", true, "harvester", "harvester name", "harvest crew", "cosechador"),
    f("received.0.harvester.phone", "text", true, "harvester phone", "telefono del cosechador"),
    harvestDate("received.0."),
    coolingLocation("received.0.", false),
    coolingDate("received.0.", false),
    tlc(false),
    product(),
    ...quantity(),
    f(
      "packingLocation",
      "location",
      true,
      "packing location",
      "packhouse",
      "packinghouse",
      "empaque",
      "lugar de empaque",
    ),
    tlcSourceReference,
    f("packingDate", "date", true, "packing date", "date packed", "pack date", "fecha de empaque"),
    ...reference,
  ],
  first_land_based_receiving: [
    tlc(false),
    product(),
    ...quantity(),
    f("harvestDates.from", "date", true, "first harvest date", "harvest from", "primera fecha de cosecha"),
    f("harvestDates.to", "date", true, "last harvest date", "harvest to", "ultima fecha de cosecha"),
    f(
      "harvestLocations",
      "list",
      true,
      "harvest locations",
      "harvest location",
      "zonas de captura",
      "lugar de captura",
    ),
    f("receivingLocation", "location", true, "receiving location", "received at", "lugar de recepcion"),
    tlcSourceReference,
    f("receiveDate", "date", true, "date received", "receive date", "received", "fecha de recepcion"),
    ...reference,
  ],
  shipping: [
    tlc(true),
    ...quantity(),
    product(),
    f("shipTo", "location", true, "ship to", "customer", "consignee", "destino", "cliente", "enviar a"),
    f("shipFrom", "location", true, "ship from", "shipped from", "origin", "origen", "enviado desde"),
    f("shipDate", "date", true, "ship date", "date shipped", "shipped", "fecha de envio", "fecha de embarque"),
    ...tlcSource,
    ...reference,
  ],
  receiving: [
    tlc(true),
    ...quantity(),
    product(),
    f("previousSource", "location", true, "previous source", "supplier", "shipper", "proveedor", "fuente anterior"),
    f("receivingLocation", "location", true, "receiving location", "received at", "lugar de recepcion"),
    f("receiveDate", "date", true, "date received", "receive date", "received", "fecha de recepcion"),
    ...tlcSource,
    ...reference,
    f("fromExemptSource", "boolean", false, "exempt source", "from exempt source", "fuente exenta"),
  ],
  transformation: [
    f("inputs.0.tlc", "text", true, "input tlc", "input lot", "lot used", "lote usado", "lote de entrada"),
    f("inputs.0.product", "product", true, "input product", "product used", "producto usado"),
    f("inputs.0.quantity.value", "number", true, "input quantity", "quantity used", "cantidad usada"),
    f("inputs.0.quantity.unit", "text", true, "input unit", "unit used", "unidad usada"),
    tlc(false),
    f(
      "transformationLocation",
      "location",
      true,
      "transformation location",
      "plant",
      "lugar de transformacion",
      "planta",
    ),
    tlcSourceReference,
    f("completedDate", "date", true, "date completed", "completed", "transformation date", "fecha de transformacion"),
    product(),
    ...quantity(),
    ...reference,
  ],
};

/** A stored location or product as a row may name it. */
export type NamedRef = { id: string; name: string };
export type ImportRefs = { locations: readonly NamedRef[]; products: readonly NamedRef[] };

/** Reference document types in Spanish and in words, read as the schema's values. */
const referenceTypeWords: Record<string, (typeof referenceDocumentTypes)[number]> = {
  bol: "bill_of_lading",
  "conocimiento de embarque": "bill_of_lading",
  "orden de compra": "purchase_order",
  po: "purchase_order",
  asn: "advance_ship_notice",
  "aviso de envio": "advance_ship_notice",
  "orden de trabajo": "work_order",
  factura: "invoice",
  "registro de lote": "batch_log",
  "registro de produccion": "production_log",
  "etiqueta de campo": "field_tag",
  "certificado de captura": "catch_certificate",
  recibo: "receipt",
  "registro de base de datos": "database_record",
  otro: "other",
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "1,200.5", "1200,5", "1 200" → a number; anything else is left as text for the schema to refuse. */
function readNumber(cell: string): number | string {
  let text = cell.replace(/\s/g, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replaceAll(",", "");
  else if (/^-?\d+,\d+$/.test(text)) text = text.replace(",", ".");
  const value = Number(text);
  return text !== "" && Number.isFinite(value) ? value : cell;
}

/** 2026-03-01 or 2026/3/1 (a time after it ignored) as 2026-03-01; any other form is left for the schema to refuse. */
function readDate(cell: string): string {
  const text = cell.trim();
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (!iso) return text;
  const date = `${iso[1]}-${iso[2]!.padStart(2, "0")}-${iso[3]!.padStart(2, "0")}`;
  return isIsoDate(date) ? date : text;
}

function readRef(cell: string, refs: readonly NamedRef[]): NamedRef | undefined {
  if (uuidPattern.test(cell)) return refs.find((ref) => ref.id.toLowerCase() === cell.toLowerCase());
  const wanted = normaliseHeader(cell);
  return refs.find((ref) => normaliseHeader(ref.name) === wanted);
}

/**
 * One cell as the value the capture schema reads at `field`, or why it cannot be read (a location or product
 * the site does not hold). Values the schema must judge (a number that is not one, a date that is not
 * real) are passed on as they are, so its 400 reasons name them.
 */
export function readCell(
  field: TraceImportField,
  cell: string,
  refs: ImportRefs,
): { value: unknown } | { problem: Message } {
  switch (field.kind) {
    case "number":
      return { value: readNumber(cell) };
    case "date":
      return { value: readDate(cell) };
    case "location": {
      const ref = readRef(cell, refs.locations);
      return ref
        ? { value: { locationId: ref.id } }
        : { problem: message('No location of this site is named "{{name}}"', { name: cell }) };
    }
    case "product": {
      const ref = readRef(cell, refs.products);
      return ref
        ? { value: { productId: ref.id } }
        : { problem: message('No product of this site is named "{{name}}"', { name: cell }) };
    }
    case "referenceType": {
      const words = normaliseHeader(cell);
      return {
        value:
          referenceTypeWords[words] ?? referenceDocumentTypes.find((t) => t === words.replaceAll(" ", "_")) ?? cell,
      };
    }
    case "list":
      return {
        value: cell
          .split(/[;|]/)
          .map((part) => part.trim())
          .filter(Boolean),
      };
    case "boolean":
      return { value: /^(y|yes|true|1|x|s|si|sí|verdadero)$/i.test(cell) };
    default:
      return { value: cell };
  }
}

/**
 * A row's values (field key → cell text) as a capture request of `type`, and the cells that cannot be read,
 * by field key (`readCell`).
 */
export function buildTraceEvent(
  type: CteType,
  values: Record<string, string>,
  refs: ImportRefs,
): { event: Record<string, unknown>; problems: Record<string, Message> } {
  const event: Record<string, unknown> = { type };
  const problems: Record<string, Message> = {};
  for (const field of traceImportFields[type]) {
    const cell = values[field.key]?.trim();
    if (cell === undefined || cell === "") continue;
    const read = readCell(field, cell, refs);
    if ("problem" in read) problems[field.key] = read.problem;
    else setPath(event, field.key, read.value);
  }
  return { event, problems };
}

/**
 * The fields that fill a missing KDE path of a stored event (`quantity` → its value and unit,
 * `received.1.harvestDate` → that element's harvest date), keyed by the path each fills.
 */
export function fieldsForMissing(
  type: CteType,
  missing: readonly string[],
): { path: string; field: TraceImportField }[] {
  const out: { path: string; field: TraceImportField }[] = [];
  const seen = new Set<string>();
  for (const path of missing) {
    const general = path.replace(/\.\d+(?=\.|$)/g, ".0");
    const index = /\.(\d+)(?=\.|$)/.exec(path)?.[1];
    for (const field of traceImportFields[type]) {
      const matches =
        field.key === general || field.key.startsWith(`${general}.`) || general.startsWith(`${field.key}.`);
      if (!matches) continue;
      const concrete = index === undefined ? field.key : field.key.replace(/\.0(?=\.|$)/, `.${index}`);
      if (seen.has(concrete)) continue;
      seen.add(concrete);
      out.push({ path: concrete, field });
    }
  }
  return out;
}
