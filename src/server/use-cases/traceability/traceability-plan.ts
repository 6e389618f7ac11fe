import { asc, eq } from "drizzle-orm";
import { siteToday } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { formatLocationDescription, formatProductDescription } from "../../../domain/traceability/fda-spreadsheet";
import type { PointOfContact } from "../../../domain/traceability/plan";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteTraceabilityContacts, traceLocations, traceProducts } from "../../db/schema";
import { invalidField } from "../../errors";
import { t } from "../../i18n/catalogue";
import { recordEvent } from "../audit/record-event";
import { createPdf, ensureSpace, finishPdf, pdfColours as c } from "../library/pdf-document";
import { findSite } from "../sites/site-access";
import { getTlcFormat } from "./tlc-format";

const toView = (row: typeof siteTraceabilityContacts.$inferSelect | undefined) =>
  row ? { name: row.name, phone: row.phone, email: row.email, updatedAt: row.updatedAt.toISOString() } : null;

/** The point of contact the site's traceability plan names (1.1315(a)(4)); `null` until one is set. */
export async function getPlanContact(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const [row] = await db.select().from(siteTraceabilityContacts).where(eq(siteTraceabilityContacts.siteId, site.id));
  return { contact: toView(row) };
}

/** Sets the plan's point of contact; the change and its audit event share one transaction. */
export async function savePlanContact(
  db: Db,
  actor: Actor,
  { siteSlug, contact }: { siteSlug: string; contact: PointOfContact },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const [before] = await tx
      .select()
      .from(siteTraceabilityContacts)
      .where(eq(siteTraceabilityContacts.siteId, site.id));
    const values = { ...contact, updatedBy: actor.userId, updatedAt: actorNow(actor) };
    const [row] = await tx
      .insert(siteTraceabilityContacts)
      .values({ siteId: site.id, organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: siteTraceabilityContacts.siteId, set: values })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.traceability_contact_update",
      entityType: "site",
      entityId: site.slug,
      siteId: site.id,
      before: before ? { name: before.name, phone: before.phone, email: before.email } : null,
      after: contact,
    });
    return { contact: toView(row) };
  });
}

/**
 * The traceability plan of 1.1315 as a PDF in the reader's language, generated from the site's configuration
 * when asked (reads only): the procedures for keeping the records, the site's products on the Food
 * Traceability List, how TLCs are assigned (the site's format), the point of contact, and its farms' fields.
 * Refuses (400 on `pointOfContact`) until the point of contact is set.
 */
export async function renderTraceabilityPlan(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer }> {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const site = await findSite(db, actor, siteSlug);
  const [contact] = await db
    .select()
    .from(siteTraceabilityContacts)
    .where(eq(siteTraceabilityContacts.siteId, site.id));
  if (!contact)
    throw invalidField("pointOfContact", message("Set the plan's point of contact before producing the plan"));
  const [products, locations, format] = await Promise.all([
    db.select().from(traceProducts).where(eq(traceProducts.siteId, site.id)).orderBy(asc(traceProducts.createdAt)),
    db.select().from(traceLocations).where(eq(traceLocations.siteId, site.id)).orderBy(asc(traceLocations.createdAt)),
    getTlcFormat(db, actor, { siteSlug }),
  ]);

  const { doc, done } = createPdf({ title: say("pdf:tracePlan.documentTitle", { site: site.name }) });
  const left = doc.page.margins.left;
  const heading = (text: string) => {
    ensureSpace(doc, 60);
    doc.moveDown(1).fillColor(c.ink).font("Helvetica-Bold").fontSize(13).text(text, left);
    doc.moveDown(0.3).font("Helvetica").fontSize(10);
  };
  const bullet = (text: string) =>
    doc
      .fillColor(c.ink)
      .font("Helvetica")
      .fontSize(10)
      .text(`•  ${text}`, left + 12);

  doc.rect(0, 0, doc.page.width, 8).fill(c.brand);
  doc.fillColor(c.brand).font("Helvetica-Bold").fontSize(10).text("CLAUSEWISE", left, 40);
  doc.moveDown(1.2);
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(20).text(say("pdf:tracePlan.heading"));
  doc.font("Helvetica").fontSize(12).text(site.name);
  doc
    .fontSize(9)
    .fillColor(c.muted)
    .text(`${site.address} · ${say("pdf:tracePlan.generated", { date: siteToday(site.timezone) })}`);

  heading(say("pdf:tracePlan.recordsHeading"));
  doc.text(say("pdf:tracePlan.recordsBody"));

  heading(say("pdf:tracePlan.ftlHeading"));
  const onList = products.filter((row) => row.product.onFoodTraceabilityList);
  doc.text(say(onList.length ? "pdf:tracePlan.ftlBody" : "pdf:tracePlan.ftlNone"));
  for (const row of onList)
    bullet(
      `${formatProductDescription(row.product)} — ${row.product.ftlCategory ? say(`pdf:tracePlan.ftl.${row.product.ftlCategory}`) : ""}`,
    );

  heading(say("pdf:tracePlan.tlcHeading"));
  doc.text(say("pdf:tracePlan.tlcBody", { template: format.template, siteCode: format.siteCode }));

  heading(say("pdf:tracePlan.contactHeading"));
  bullet(`${say("pdf:tracePlan.contactName")}: ${contact.name}`);
  bullet(`${say("pdf:tracePlan.contactPhone")}: ${contact.phone}`);
  bullet(`${say("pdf:tracePlan.contactEmail")}: ${contact.email}`);

  heading(say("pdf:tracePlan.farmHeading"));
  const farms = locations.filter((row) => row.location.kind === "farm" && row.growingAreas.length > 0);
  if (!farms.length) doc.text(say("pdf:tracePlan.farmNone"));
  for (const farm of farms) {
    ensureSpace(doc, 40);
    doc.moveDown(0.3).font("Helvetica-Bold").fontSize(10).text(formatLocationDescription(farm.location), left);
    for (const area of farm.growingAreas)
      bullet(
        area.coordinates ? `${area.name} (${area.coordinates.latitude}, ${area.coordinates.longitude})` : area.name,
      );
  }
  finishPdf(doc, say("pdf:tracePlan.documentTitle", { site: site.name }), locale);
  return { fileName: `traceability-plan-${site.slug}.pdf`, pdf: await done };
}
