/**
 * GS1 EPCIS 2.0 JSON interchange of FSMA 204 events (decision 150). Each CTE becomes one EPCIS event:
 * harvesting, cooling, initial packing, first land-based receiving, shipping and receiving an ObjectEvent,
 * transformation a TransformationEvent. The standard fields say what EPCIS readers expect (bizStep,
 * disposition, quantities by lot class, business transactions); the KDEs travel whole, as the capture
 * schema reads them, in the namespace below: in the ILMD of the events that create a lot or a harvest
 * (action ADD, TransformationEvent), as an event extension field of the others (ILMD is only allowed on
 * ADD). Pure: the server resolves stored locations and products into descriptions before calling it.
 */
import type { IsoDate } from "../dates";
import { type CteType, cteTypes, eventDateField, type TraceEventInput } from "./kde";
import { gtin14 } from "./gs1";
import type { LocationDescription, ProductDescription } from "./master-data";

/** The extension namespace: its prefix in `@context` and the IRI it stands for. */
export const FSMA_PREFIX = "cwfsma";
export const FSMA_NAMESPACE = "https://clausewise.app/ns/fsma204/";
/** The EPCIS 2.0 JSON-LD context every document names (a name only: nothing fetches it). */
export const EPCIS_CONTEXT = "https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld";
/** The extension keys: the CTE type and its KDEs. */
export const CTE_KEY = `${FSMA_PREFIX}:cte`;
export const KDES_KEY = `${FSMA_PREFIX}:kdes`;

/** EPCIS shape of each CTE: event type, action, CBV business step and disposition. */
export const epcisShapeOf: Record<
  CteType,
  { type: "ObjectEvent" | "TransformationEvent"; action?: "ADD" | "OBSERVE"; bizStep: string; disposition: string }
> = {
  harvesting: { type: "ObjectEvent", action: "ADD", bizStep: "commissioning", disposition: "active" },
  cooling: { type: "ObjectEvent", action: "OBSERVE", bizStep: "storing", disposition: "active" },
  initial_packing: { type: "ObjectEvent", action: "ADD", bizStep: "commissioning", disposition: "active" },
  first_land_based_receiving: { type: "ObjectEvent", action: "ADD", bizStep: "commissioning", disposition: "active" },
  shipping: { type: "ObjectEvent", action: "OBSERVE", bizStep: "shipping", disposition: "in_transit" },
  receiving: { type: "ObjectEvent", action: "OBSERVE", bizStep: "receiving", disposition: "in_progress" },
  transformation: { type: "TransformationEvent", bizStep: "commissioning", disposition: "active" },
};

/** CBV 2.0 business transaction types for the reference documents that have one. */
const bizTransactionTypes: Partial<Record<string, string>> = {
  bill_of_lading: "bol",
  purchase_order: "po",
  advance_ship_notice: "desadv",
  invoice: "inv",
  work_order: "prodorder",
  receipt: "recadv",
};

/** A lot as an EPC class: GS1 Digital Link of the GTIN and lot when the product has a GTIN, else ours. */
export function lotClass(tlc: string, gtin?: string): string {
  return gtin
    ? `https://id.gs1.org/01/${gtin14(gtin)}/10/${encodeURIComponent(tlc)}`
    : `${FSMA_NAMESPACE}lot/${encodeURIComponent(tlc)}`;
}
const commodityClass = (commodity: string) => `${FSMA_NAMESPACE}commodity/${encodeURIComponent(commodity)}`;

/**
 * An event whose stored locations and products are already replaced by their descriptions (`describeRefs`
 * below): what a trading partner can read; `gtin`: the GTIN of the stored product of the lot it makes,
 * ships or receives, when it has one.
 */
export type ExportableEvent = { id: string; kdes: Record<string, unknown>; gtin?: string | undefined };

type Quantity = { value: number; unit: string };
type EpcisQuantity = { epcClass: string; quantity: number };
const epcisQuantity = (epcClass: string, quantity: Quantity): EpcisQuantity => ({
  epcClass,
  quantity: quantity.value,
});

/** One CTE as an EPCIS 2.0 event. */
export function toEpcisEvent(event: ExportableEvent): Record<string, unknown> {
  const kdes = event.kdes as unknown as TraceEventInput;
  const shape = epcisShapeOf[kdes.type];
  const date = (event.kdes as Record<string, IsoDate>)[eventDateField[kdes.type]]!;
  const reference = kdes.referenceDocument;
  const bizType = bizTransactionTypes[reference.type];
  const base: Record<string, unknown> = {
    type: shape.type,
    eventID: `urn:uuid:${event.id}`,
    eventTime: `${date}T00:00:00.000Z`,
    eventTimeZoneOffset: "+00:00",
    ...(shape.action ? { action: shape.action } : {}),
    bizStep: shape.bizStep,
    disposition: shape.disposition,
    bizTransactionList: [
      {
        ...(bizType ? { type: bizType } : {}),
        bizTransaction: `${FSMA_NAMESPACE}document/${reference.type}/${encodeURIComponent(reference.number)}`,
      },
    ],
    [CTE_KEY]: kdes.type,
  };
  if (kdes.type === "transformation")
    return {
      ...base,
      inputQuantityList: kdes.inputs.map((input) => epcisQuantity(lotClass(input.tlc), input.quantity)),
      outputQuantityList: [epcisQuantity(lotClass(kdes.tlc!, event.gtin), kdes.quantity)],
      ilmd: { [KDES_KEY]: event.kdes },
    };
  const epcClass =
    kdes.type === "harvesting" || kdes.type === "cooling"
      ? commodityClass(kdes.commodity)
      : lotClass(kdes.tlc!, event.gtin);
  return {
    ...base,
    quantityList: [epcisQuantity(epcClass, kdes.quantity)],
    ...(shape.action === "ADD" ? { ilmd: { [KDES_KEY]: event.kdes } } : { [KDES_KEY]: event.kdes }),
  };
}

/** An EPCIS 2.0 document of events, oldest first (an importer records them in this order). */
export function toEpcisDocument(events: readonly ExportableEvent[], creationDate: Date): Record<string, unknown> {
  return {
    "@context": [EPCIS_CONTEXT, { [FSMA_PREFIX]: FSMA_NAMESPACE }],
    type: "EPCISDocument",
    schemaVersion: "2.0",
    creationDate: creationDate.toISOString(),
    epcisBody: { eventList: events.map(toEpcisEvent) },
  };
}

/**
 * A stored reference as a partner reads it: a stored location's description (its business fields, without
 * our kind or id) or a stored product's description. Described references keep their fields, without the
 * `kind` tag the capture schema adds.
 */
export function describeRefs(
  value: unknown,
  lookups: {
    location: (id: string) => LocationDescription | undefined;
    product: (id: string) => ProductDescription | undefined;
  },
): unknown {
  if (Array.isArray(value)) return value.map((item) => describeRefs(item, lookups));
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.kind === "stored" && typeof record.locationId === "string") {
    const location = lookups.location(record.locationId);
    return location ? locationDescriptionOf(location) : record;
  }
  if (record.kind === "stored" && typeof record.productId === "string") {
    const product = lookups.product(record.productId);
    return product ? productDescriptionOf(product) : record;
  }
  if (record.kind === "described") {
    const { kind: _kind, ...rest } = record;
    return rest;
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, describeRefs(inner, lookups)]));
}

const locationDescriptionOf = (location: LocationDescription): Record<string, unknown> => {
  const { businessName, phone, address, coordinates, city, state, postalCode, country } = location;
  return { businessName, phone, address, ...(coordinates ? { coordinates } : {}), city, state, postalCode, country };
};
const productDescriptionOf = (product: ProductDescription): Record<string, unknown> => {
  const { productName, brand, commodity, variety, packagingSize, packagingStyle } = product;
  return { productName, brand, commodity, variety, packagingSize, packagingStyle };
};

/** Why an event of a document cannot be read as a CTE, and where. */
export type EpcisEventProblem = { field: string; problem: "not_fsma_event" | "type_mismatch" | "missing_kdes" };

/**
 * The CTEs of a document's events, in order, each as the body `POST …/trace-events` would take (the capture
 * schema validates it next). The CTE type comes from the extension and must agree with the EPCIS event
 * type; the KDEs from the ILMD or the event's extension field.
 */
export function readEpcisEvents(
  eventList: readonly Record<string, unknown>[],
): { ok: true; events: unknown[] } | { ok: false; problems: (EpcisEventProblem & { index: number })[] } {
  const problems: (EpcisEventProblem & { index: number })[] = [];
  const events: unknown[] = [];
  eventList.forEach((event, index) => {
    const cte = event[CTE_KEY];
    if (typeof cte !== "string" || !(cteTypes as readonly string[]).includes(cte)) {
      problems.push({ index, field: CTE_KEY, problem: "not_fsma_event" });
      return;
    }
    const shape = epcisShapeOf[cte as CteType];
    if (event.type !== shape.type) {
      problems.push({ index, field: "type", problem: "type_mismatch" });
      return;
    }
    const ilmd = event.ilmd as Record<string, unknown> | undefined;
    const kdes = ilmd?.[KDES_KEY] ?? event[KDES_KEY];
    if (typeof kdes !== "object" || kdes === null || Array.isArray(kdes)) {
      problems.push({ index, field: KDES_KEY, problem: "missing_kdes" });
      return;
    }
    const named = (kdes as Record<string, unknown>).type;
    if (named !== undefined && named !== cte) {
      problems.push({ index, field: `${KDES_KEY}.type`, problem: "type_mismatch" });
      return;
    }
    events.push({ ...kdes, type: cte });
  });
  return problems.length ? { ok: false, problems } : { ok: true, events };
}
