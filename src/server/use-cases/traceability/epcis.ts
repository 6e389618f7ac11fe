import Ajv, { type ErrorObject } from "ajv";
import { and, asc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { message, type Message } from "../../../domain/i18n/message";
import type { EpcisExportQuery } from "../../../domain/schemas/traceability";
import {
  describeRefs,
  type EpcisEventProblem,
  readEpcisEvents,
  toEpcisDocument,
} from "../../../domain/traceability/epcis";
import { epcisDocumentJsonSchema } from "../../../domain/traceability/epcis-schema";
import { traceEventInputSchema } from "../../../domain/traceability/kde";
import { lotKey } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { traceEvents, traceProducts } from "../../db/schema";
import { AppError, invalidField, invalidFields, parseInput, withFieldPrefix } from "../../errors";
import { findSite } from "../sites/site-access";
import { captureTraceEventIn } from "./capture-trace-event";
import { enqueueFdaSheetPieces } from "./fda-sheet-pieces";
import { siteLookups } from "./trace-records";

/** At most this many events in one document, either way: a season of a site, not its history. */
export const EPCIS_EVENT_LIMIT = 5000;

const ajv = new Ajv({ allErrors: true, strict: false });
const validateDocument = ajv.compile(epcisDocumentJsonSchema);

/**
 * A site's events of a date range (event dates, inclusive), or of one lot (made, shipped or received, or
 * used by a transformation), oldest first, as a GS1 EPCIS 2.0 JSON document (decision 150). Stored
 * locations and products are written out as their descriptions, so a trading partner can read them; the
 * document is checked against the schema the import uses before it leaves. Reads only.
 */
export async function exportEpcis(
  db: Db,
  actor: Actor,
  { siteSlug, query, now = new Date() }: { siteSlug: string; query: EpcisExportQuery; now?: Date },
): Promise<{ fileName: string; document: Record<string, unknown>; count: number }> {
  const site = await findSite(db, actor, siteSlug);
  const key = query.tlc ? lotKey(query.tlc) : undefined;
  const rows = await db
    .select()
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.siteId, site.id),
        gte(traceEvents.eventDate, query.from),
        lte(traceEvents.eventDate, query.to),
        key ? or(eq(traceEvents.tlcKey, key), sql`${key} = any(${traceEvents.inputTlcKeys})`) : undefined,
      ),
    )
    .orderBy(asc(traceEvents.eventDate), asc(traceEvents.capturedAt), asc(traceEvents.id))
    .limit(EPCIS_EVENT_LIMIT + 1);
  if (rows.length > EPCIS_EVENT_LIMIT)
    throw invalidField("from", message("More than 5000 events: narrow the dates or name a lot"));
  const lookups = await siteLookups(db, site.id);
  const productIds = [...new Set(rows.map((row) => row.productId).filter((id): id is string => id !== null))];
  const gtins = new Map(
    productIds.length
      ? (
          await db
            .select({ id: traceProducts.id, product: traceProducts.product })
            .from(traceProducts)
            .where(and(eq(traceProducts.siteId, site.id), inArray(traceProducts.id, productIds)))
        ).map((row) => [row.id, row.product.gtin])
      : [],
  );
  const document = toEpcisDocument(
    rows.map((row) => ({
      id: row.id,
      kdes: describeRefs(row.kdes, lookups) as Record<string, unknown>,
      gtin: row.productId ? gtins.get(row.productId) : undefined,
    })),
    now,
  );
  if (!validateDocument(document))
    throw new Error(`EPCIS export does not meet its schema: ${ajv.errorsText(validateDocument.errors)}`);
  const lot = query.tlc ? `-${query.tlc.replace(/[^A-Za-z0-9-]/g, "_")}` : "";
  return { fileName: `epcis-${site.slug}-${query.from}-${query.to}${lot}.json`, document, count: rows.length };
}

/** The 400's reason for each way an EPCIS document breaks the schema (the field is the JSON path). */
function schemaReason(error: ErrorObject): Message {
  switch (error.keyword) {
    case "required":
      return message("EPCIS 2.0 requires this field");
    case "const":
    case "enum":
      return message("Not a value EPCIS 2.0 allows here");
    case "type":
      return message("Not the type EPCIS 2.0 requires here");
    case "pattern":
      return message("Not in the form EPCIS 2.0 requires (a URI, a date and time, an offset)");
    case "not":
      return message("A TransformationEvent has no action");
    default:
      return message("Not valid EPCIS 2.0");
  }
}

/** `/epcisBody/eventList/3/eventTime` → `eventList.3.eventTime`; a missing property is named itself. */
function schemaField(error: ErrorObject): string {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (error.keyword === "required") path.push(String((error.params as { missingProperty: string }).missingProperty));
  const field = path.join(".").replace(/^epcisBody\./, "");
  return field || "document";
}

const eventProblemReasons: Record<EpcisEventProblem["problem"], Message> = {
  not_fsma_event: message("Not an FSMA 204 event: it names no critical tracking event (cwfsma:cte)"),
  type_mismatch: message("The EPCIS event type does not match its critical tracking event"),
  missing_kdes: message("The event carries no KDEs (cwfsma:kdes in its ILMD or as an extension field)"),
};

/**
 * A trading partner's EPCIS 2.0 document recorded as the site's events (decision 150), all or nothing:
 * the document must meet the schema; each event must carry a CTE and its KDEs in the FSMA namespace, pass
 * the capture schema (`traceEventInputSchema`) and the TLC rules as `POST …/trace-events` does, in the
 * document's order (a shipment may ship a lot packed earlier in the same document). The first bad event
 * stops the import with a 400 naming `eventList.<index>.<field>`; nothing is kept.
 */
export async function importEpcis(
  db: Db,
  actor: Actor,
  { siteSlug, document }: { siteSlug: string; document: unknown },
): Promise<{ imported: { index: number; id: string; type: string; tlc?: string }[] }> {
  // The site first: another organisation's site is not found, whatever the document holds.
  const site = await findSite(db, actor, siteSlug);
  if (!validateDocument(document)) {
    const fields: Record<string, Message> = {};
    for (const error of validateDocument.errors ?? []) {
      // `if`/`then` wrappers repeat what their inner keyword said.
      if (error.keyword === "if") continue;
      fields[schemaField(error)] ??= schemaReason(error);
    }
    throw invalidFields(Object.keys(fields).length ? fields : { document: message("Not valid EPCIS 2.0") });
  }
  const eventList = (document as { epcisBody: { eventList: Record<string, unknown>[] } }).epcisBody.eventList;
  if (eventList.length === 0) throw invalidFields({ eventList: message("The document has no events") });
  if (eventList.length > EPCIS_EVENT_LIMIT)
    throw invalidFields({ eventList: message("Import at most 5000 events at a time") });
  const read = readEpcisEvents(eventList);
  if (!read.ok)
    throw invalidFields(
      Object.fromEntries(read.problems.map((p) => [`eventList.${p.index}.${p.field}`, eventProblemReasons[p.problem]])),
    );
  return db.transaction(async (tx) => {
    const imported: { index: number; id: string; type: string; tlc?: string }[] = [];
    for (const [index, body] of read.events.entries()) {
      try {
        const event = parseInput(traceEventInputSchema, body);
        imported.push({ index, type: event.type, ...(await captureTraceEventIn(tx, actor, site, event)) });
      } catch (error) {
        if (error instanceof AppError && error.code === "validation")
          throw withFieldPrefix(error, `eventList.${index}.`);
        throw error;
      }
    }
    await enqueueFdaSheetPieces(tx, site.id);
    return { imported };
  });
}
