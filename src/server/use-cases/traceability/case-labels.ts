import { and, eq } from "drizzle-orm";
import type { IsoDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { formatProductDescription } from "../../../domain/traceability/fda-spreadsheet";
import { buildGs1ElementString, type CaseLabel, caseLabelDates } from "../../../domain/traceability/gs1";
import type { LocationRef } from "../../../domain/traceability/master-data";
import { sourceMatches } from "../../../domain/traceability/lot-source";
import { lotKey } from "../../../domain/traceability/trace";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations, traceEvents, traceLocations, traceLots, traceProducts } from "../../db/schema";
import { loadBwip } from "../../lazy-modules";
import { invalidField, notFound } from "../../errors";
import { t } from "../../i18n/catalogue";
import { createPdf, pdfColours as c } from "../library/pdf-document";
import { findSite } from "../sites/site-access";

/**
 * A sheet of 4" × 2" labels, two across and five down (the Avery 5163 / 8163 layout most packhouse offices
 * already stock): Letter paper, 0.5" top margin, 0.156" side margins, 0.1875" between the columns.
 */
const sheet = { perRow: 2, rows: 5, width: 288, height: 144, top: 36, left: 11.25, gap: 13.5 } as const;
export const LABELS_PER_PAGE = sheet.perRow * sheet.rows;

/** The date AI (13) carries: the packing date of a lot packed here, the completion date of one made here. */
function packDateOf(event: typeof traceEvents.$inferSelect): IsoDate | undefined {
  return event.type === "initial_packing" || event.type === "transformation" ? event.eventDate : undefined;
}

/**
 * GS1-128 case labels of one lot of the site (issue #20): (01) the product's GTIN, (10) the TLC, (13) the
 * pack date when the lot was packed or made here and, when the product has a shelf life, (15) best before or
 * (17) use by that many days later (decision 149). Each label carries the barcode (bwip-js), its human-readable element string, the
 * product description and the business name of the lot's TLC source (the organisation's name when the
 * source is not a stored or described location). A lot is its code and its TLC source (decision 155):
 * `tlcSource` names the lot when the site holds the code from several sources. Reads only.
 */
export async function renderCaseLabels(
  db: Db,
  actor: Actor,
  {
    siteSlug,
    tlc,
    tlcSource,
    count,
    locale,
  }: { siteSlug: string; tlc: string; tlcSource?: string | undefined; count?: number | undefined; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer; elementString: string }> {
  const site = await findSite(db, actor, siteSlug);
  const lots = (
    await db
      .select()
      .from(traceLots)
      .where(and(eq(traceLots.siteId, site.id), eq(traceLots.tlcKey, lotKey(tlc))))
  ).filter((row) => tlcSource === undefined || sourceMatches(row.sourceKey, tlcSource));
  if (lots.length > 1)
    throw invalidField(
      "tlcSource",
      message(
        "The site holds lots with this traceability lot code from several sources: name the lot's traceability lot code source",
      ),
    );
  const [lot] = lots;
  if (!lot) throw notFound("Lot");
  const [event] = await db.select().from(traceEvents).where(eq(traceEvents.id, lot.eventId));
  if (!event?.productId)
    throw invalidField("product", message("The lot's product is not in the site's products: a label needs its GTIN"));
  const [productRow] = await db.select().from(traceProducts).where(eq(traceProducts.id, event.productId));
  const product = productRow?.product;
  if (!product?.gtin)
    throw invalidField("gtin", message("The product has no GTIN: add it to the product to print case labels"));
  const packDate = packDateOf(event);
  const dates = caseLabelDates(packDate, product.shelfLife);
  const label: CaseLabel = { gtin: product.gtin, lot: lot.tlc, ...dates };
  const printed = buildGs1ElementString(label, "printed");
  if (!printed.ok)
    throw invalidField(
      "tlc",
      message("This lot code cannot be carried by a GS1-128 label: at most 20 letters, digits or GS1 punctuation"),
    );

  const businessName = await sourceBusinessName(db, actor, lot.tlcSource.location as LocationRef | undefined);
  const barcode = await (await loadBwip()).toBuffer({
    bcid: "gs1-128",
    text: printed.value,
    scale: 3,
    height: 20,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
  const description = formatProductDescription(product);
  const total = count ?? LABELS_PER_PAGE;
  const { doc, done } = await createPdf({ title: t(locale, "pdf:caseLabels.documentTitle", { tlc: lot.tlc }) });
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  for (let i = 0; i < total; i++) {
    const slot = i % LABELS_PER_PAGE;
    if (i > 0 && slot === 0) doc.addPage({ size: "LETTER", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    const x = sheet.left + (slot % sheet.perRow) * (sheet.width + sheet.gap);
    const y = sheet.top + Math.floor(slot / sheet.perRow) * sheet.height;
    const pad = 12;
    const inner = sheet.width - 2 * pad;
    doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(9);
    doc.text(businessName, x + pad, y + 10, { width: inner, lineBreak: false, ellipsis: true });
    doc.font("Helvetica").fontSize(8);
    doc.text(description, x + pad, y + 22, { width: inner, lineBreak: false, ellipsis: true });
    doc.text(
      [
        t(locale, "pdf:caseLabels.lot", { tlc: lot.tlc }),
        packDate ? t(locale, "pdf:caseLabels.packed", { date: packDate }) : "",
      ]
        .filter(Boolean)
        .join(" · "),
      x + pad,
      y + 33,
      { width: inner, lineBreak: false, ellipsis: true },
    );
    // The shelf life's end on a line of its own: "Lot … · Packed …" already fills the label's width.
    const until = dates.bestBefore
      ? t(locale, "pdf:caseLabels.bestBefore", { date: dates.bestBefore })
      : dates.expiry
        ? t(locale, "pdf:caseLabels.useBy", { date: dates.expiry })
        : "";
    if (until)
      doc.font("Helvetica-Bold").text(until, x + pad, y + 43, { width: inner, lineBreak: false, ellipsis: true });
    const barcodeTop = until ? 55 : 46;
    doc.image(barcode, x + pad, y + barcodeTop, { fit: [inner, 116 - barcodeTop], align: "center", valign: "center" });
    // Courier is 0.6 em a character: a long element string (a 20-character lot and two dates) gets smaller.
    doc.font("Courier").fontSize(Math.min(8.5, inner / (0.6 * printed.value.length)));
    doc.text(printed.value, x + pad, y + 120, { width: inner, align: "center", lineBreak: false });
  }
  doc.end();
  const safe = lot.tlc.replace(/[^A-Za-z0-9-]/g, "_");
  return { fileName: `case-labels-${safe}.pdf`, pdf: await done, elementString: printed.value };
}

/** The business name of the TLC source: a stored location's, a described one's, or the organisation's. */
async function sourceBusinessName(db: Db, actor: Actor, ref: LocationRef | undefined): Promise<string> {
  if (ref && ref.kind === "described") return ref.businessName;
  if (ref && ref.kind === "stored") {
    const [row] = await db
      .select({ location: traceLocations.location })
      .from(traceLocations)
      .where(and(eq(traceLocations.id, ref.locationId), eq(traceLocations.organisationId, actor.organisationId)));
    if (row) return row.location.businessName;
  }
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  return org?.name ?? "";
}
