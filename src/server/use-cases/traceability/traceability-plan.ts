import { createHash } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { addCalendarMonths, formatCalendarDate, formatSiteDateTime, localDate, siteToday } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { roleLabels } from "../../../domain/roles";
import { formatLocationDescription, formatProductDescription } from "../../../domain/traceability/fda-spreadsheet";
import {
  TRACE_PLAN_KEEP_YEARS,
  TRACE_PLAN_SIGNATURE_MEANING,
  tracePlanSignBlocker,
  type PointOfContact,
  type TracePlanContent,
  type TracePlanSection,
  type TracePlanVersionView,
  type TracePlanView,
} from "../../../domain/traceability/plan";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteTraceabilityContacts, traceLocations, traceProducts, tracePlanVersions } from "../../db/schema";
import { AppError, invalidField, notFound } from "../../errors";
import { t } from "../../i18n/catalogue";
import { renderMessage } from "../../i18n/render-message";
import { canonicalJson } from "../audit/hash";
import { recordEvent } from "../audit/record-event";
import { createPdf, ensureSpace, finishPdf, pdfColours as c } from "../library/pdf-document";
import { signWithPassword } from "../signatures/sign-with-password";
import { findSite, type SiteRow } from "../sites/site-access";
import { defaultTlcFormat, findTlcFormatRow } from "./trace-records";

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

type VersionRow = typeof tracePlanVersions.$inferSelect;

/** What a plan is generated from: the site's identity (the rest is read from its configuration). */
type PlanSite = Pick<SiteRow, "id" | "slug" | "name" | "address">;

/** The plan the site's configuration gives now (reads only). */
export async function loadPlanContent(db: Db, site: PlanSite): Promise<TracePlanContent> {
  const [[contact], products, locations, format] = await Promise.all([
    db.select().from(siteTraceabilityContacts).where(eq(siteTraceabilityContacts.siteId, site.id)),
    db.select().from(traceProducts).where(eq(traceProducts.siteId, site.id)).orderBy(asc(traceProducts.createdAt)),
    db.select().from(traceLocations).where(eq(traceLocations.siteId, site.id)).orderBy(asc(traceLocations.createdAt)),
    findTlcFormatRow(db, site.id),
  ]);
  const tlc = format ?? defaultTlcFormat(site.slug);
  return {
    site: { name: site.name, address: site.address },
    products: products
      .filter((row) => row.product.onFoodTraceabilityList)
      .map((row) => ({ description: formatProductDescription(row.product), ftlCategory: row.product.ftlCategory })),
    tlc: { template: tlc.template, siteCode: tlc.siteCode },
    contact: contact ? { name: contact.name, phone: contact.phone, email: contact.email } : null,
    farms: locations
      .filter((row) => row.location.kind === "farm" && row.growingAreas.length > 0)
      .map((farm) => ({
        description: formatLocationDescription(farm.location),
        fields: farm.growingAreas.map((area) =>
          area.coordinates ? `${area.name} (${area.coordinates.latitude}, ${area.coordinates.longitude})` : area.name,
        ),
      })),
  };
}

/** sha256 of the plan's canonical JSON: what a signature is bound to, and how a change makes a new draft. */
export const planContentHash = (content: TracePlanContent) =>
  createHash("sha256").update(canonicalJson(content)).digest("hex");

/** The plan's sections in the reader's language: what the PDF prints and the plan screen shows. */
export function planSections(content: TracePlanContent, locale: AppLocale): TracePlanSection[] {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const { contact } = content;
  return [
    {
      key: "records",
      heading: say("pdf:tracePlan.recordsHeading"),
      paragraphs: [say("pdf:tracePlan.recordsBody")],
      groups: [],
    },
    {
      key: "ftl",
      heading: say("pdf:tracePlan.ftlHeading"),
      paragraphs: [say(content.products.length ? "pdf:tracePlan.ftlBody" : "pdf:tracePlan.ftlNone")],
      groups: content.products.length
        ? [
            {
              title: null,
              items: content.products.map(
                (p) => `${p.description} — ${p.ftlCategory ? say(`pdf:tracePlan.ftl.${p.ftlCategory}`) : ""}`,
              ),
            },
          ]
        : [],
    },
    {
      key: "tlc",
      heading: say("pdf:tracePlan.tlcHeading"),
      paragraphs: [say("pdf:tracePlan.tlcBody", { template: content.tlc.template, siteCode: content.tlc.siteCode })],
      groups: [],
    },
    {
      key: "contact",
      heading: say("pdf:tracePlan.contactHeading"),
      paragraphs: contact ? [] : [say("pdf:tracePlan.contactNone")],
      groups: contact
        ? [
            {
              title: null,
              items: [
                `${say("pdf:tracePlan.contactName")}: ${contact.name}`,
                `${say("pdf:tracePlan.contactPhone")}: ${contact.phone}`,
                `${say("pdf:tracePlan.contactEmail")}: ${contact.email}`,
              ],
            },
          ]
        : [],
    },
    {
      key: "farms",
      heading: say("pdf:tracePlan.farmHeading"),
      paragraphs: content.farms.length ? [] : [say("pdf:tracePlan.farmNone")],
      groups: content.farms.map((farm) => ({ title: farm.description, items: farm.fields })),
    },
  ];
}

/**
 * The site's latest signed version and whether it is current (decision 153): the configuration still gives
 * the plan it signed (same hash). `null` when no version was ever signed. Reads only.
 */
export async function currentSignedPlan(db: Db, site: PlanSite): Promise<{ row: VersionRow; current: boolean } | null> {
  const [content, [latest]] = await Promise.all([
    loadPlanContent(db, site),
    db
      .select()
      .from(tracePlanVersions)
      .where(eq(tracePlanVersions.siteId, site.id))
      .orderBy(desc(tracePlanVersions.version))
      .limit(1),
  ]);
  return latest ? { row: latest, current: latest.contentHash === planContentHash(content) } : null;
}

async function listVersions(db: Db, site: SiteRow): Promise<VersionRow[]> {
  return db
    .select()
    .from(tracePlanVersions)
    .where(eq(tracePlanVersions.siteId, site.id))
    .orderBy(desc(tracePlanVersions.version));
}

/** A signed version as the API shows it; `next` is the version signed after it (it superseded this one). */
function toVersionView(row: VersionRow, next: VersionRow | undefined): TracePlanVersionView {
  return {
    version: row.version,
    contentHash: row.contentHash,
    printedName: row.printedName,
    role: row.signerRole,
    meaning: row.meaning,
    signedAt: row.signedAt.toISOString(),
    timezone: row.timezone,
    supersededAt: next ? next.signedAt.toISOString() : null,
    keepUntil: next ? addCalendarMonths(localDate(next.signedAt, row.timezone), 12 * TRACE_PLAN_KEEP_YEARS) : null,
  };
}

/** The site's plan (reads only): as the configuration gives it now, whether that is signed, and its versions. */
export async function getTracePlan(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
): Promise<TracePlanView> {
  const site = await findSite(db, actor, siteSlug);
  const [content, versions] = await Promise.all([loadPlanContent(db, site), listVersions(db, site)]);
  const contentHash = planContentHash(content);
  const latest = versions[0];
  const signed = !!latest && latest.contentHash === contentHash;
  const blocker = tracePlanSignBlocker(content);
  return {
    site: { id: site.slug, name: site.name, timezone: site.timezone },
    sections: planSections(content, locale),
    contentHash,
    version: signed ? latest.version : (latest?.version ?? 0) + 1,
    signed,
    signBlocker: blocker ? renderMessage(locale, blocker) : null,
    versions: versions.map((row, i) => toVersionView(row, versions[i - 1])),
  };
}

/**
 * Signs the plan the signer was shown (`contentHash`) as its next version, with the Food Safety Plan's
 * e-signature (`signWithPassword`): the content is frozen in the version with the signer, time and meaning,
 * and the version and its audit event share the signature's transaction. 409 when the plan changed since it
 * was shown, or is already signed as it is; 400 on `pointOfContact` when the plan names none.
 */
export async function signTracePlan(
  db: Db,
  actor: Actor,
  {
    siteSlug,
    contentHash,
    ...input
  }: { siteSlug: string; contentHash: string; password: string; code?: string; ip: string },
): Promise<TracePlanVersionView> {
  const site = await findSite(db, actor, siteSlug);
  const content = await loadPlanContent(db, site);
  const blocker = tracePlanSignBlocker(content);
  if (blocker) throw invalidField("pointOfContact", blocker);
  return signWithPassword(db, actor, { ...input, signs: "trace_plan", site }, async (tx) => {
    // The plan is read again inside the signature's transaction: what is stored is what was hashed.
    const now = await loadPlanContent(tx, site);
    const hash = planContentHash(now);
    if (hash !== contentHash)
      throw new AppError("conflict", "The plan changed since you opened it. Review it again before signing.");
    const [latest] = await tx
      .select()
      .from(tracePlanVersions)
      .where(eq(tracePlanVersions.siteId, site.id))
      .orderBy(desc(tracePlanVersions.version))
      .limit(1);
    if (latest?.contentHash === hash) throw new AppError("conflict", "This version of the plan is already signed.");
    const [row] = await tx
      .insert(tracePlanVersions)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        version: (latest?.version ?? 0) + 1,
        content: now,
        contentHash: hash,
        signerUserId: actor.userId!,
        printedName: actor.name,
        signerRole: roleLabels[actor.role],
        meaning: TRACE_PLAN_SIGNATURE_MEANING,
        timezone: site.timezone,
        signedAt: actorNow(actor),
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "trace_plan.sign",
      entityType: "trace_plan_version",
      entityId: row!.id,
      siteId: site.id,
      after: {
        version: row!.version,
        printedName: row!.printedName,
        meaning: row!.meaning,
        contentHash: hash,
        signedAt: row!.signedAt.toISOString(),
        timezone: row!.timezone,
      },
    });
    return toVersionView(row!, undefined);
  });
}

/** The plan as the configuration gives it now, as a PDF (a draft unless it is signed as it is). */
export async function renderTraceabilityPlan(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer }> {
  const site = await findSite(db, actor, siteSlug);
  const [content, versions] = await Promise.all([loadPlanContent(db, site), listVersions(db, site)]);
  if (!content.contact) throw invalidField("pointOfContact", tracePlanSignBlocker(content)!);
  const latest = versions[0];
  const signed = latest?.contentHash === planContentHash(content) ? toVersionView(latest, undefined) : null;
  return {
    fileName: `traceability-plan-${site.slug}.pdf`,
    pdf: await planPdf(site, content, locale, { version: signed?.version ?? (latest?.version ?? 0) + 1, signed }),
  };
}

/** A signed version's PDF, from its frozen content: kept and served after later versions supersede it. */
export async function renderTracePlanVersion(
  db: Db,
  actor: Actor,
  { siteSlug, version, locale }: { siteSlug: string; version: number; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer }> {
  const site = await findSite(db, actor, siteSlug);
  const [row] = await db
    .select()
    .from(tracePlanVersions)
    .where(and(eq(tracePlanVersions.siteId, site.id), eq(tracePlanVersions.version, version)));
  if (!row) throw notFound("Traceability plan version");
  const [next] = await db
    .select()
    .from(tracePlanVersions)
    .where(and(eq(tracePlanVersions.siteId, site.id), eq(tracePlanVersions.version, version + 1)));
  return {
    fileName: `traceability-plan-${site.slug}-v${version}.pdf`,
    pdf: await planPdf(site, row.content, locale, { version, signed: toVersionView(row, next) }),
  };
}

/** Prints a plan: its sections, then the signature (or "draft, not signed"). */
async function planPdf(
  site: SiteRow,
  content: TracePlanContent,
  locale: AppLocale,
  { version, signed }: { version: number; signed: TracePlanVersionView | null },
): Promise<Buffer> {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const title = say("pdf:tracePlan.documentTitle", { site: content.site.name });
  const { doc, done } = await createPdf({ title });
  const left = doc.page.margins.left;
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
  doc.font("Helvetica").fontSize(12).text(content.site.name);
  doc
    .fontSize(9)
    .fillColor(c.muted)
    .text(
      `${content.site.address} · ${say(signed ? "pdf:tracePlan.versionSigned" : "pdf:tracePlan.versionDraft", { version })} · ${say("pdf:tracePlan.generated", { date: siteToday(site.timezone) })}`,
    );

  for (const section of planSections(content, locale)) {
    ensureSpace(doc, 60);
    doc.moveDown(1).fillColor(c.ink).font("Helvetica-Bold").fontSize(13).text(section.heading, left);
    doc.moveDown(0.3).font("Helvetica").fontSize(10);
    for (const paragraph of section.paragraphs)
      doc.fillColor(c.ink).font("Helvetica").fontSize(10).text(paragraph, left);
    for (const group of section.groups) {
      if (group.title) {
        ensureSpace(doc, 40);
        doc.moveDown(0.3).fillColor(c.ink).font("Helvetica-Bold").fontSize(10).text(group.title, left);
      }
      for (const item of group.items) bullet(item);
    }
  }

  ensureSpace(doc, 190);
  doc
    .moveDown(1.5)
    .fillColor(c.ink)
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(say("pdf:tracePlan.signatureHeading"), left);
  doc.moveDown(0.3).font("Helvetica").fontSize(10);
  if (!signed) doc.fillColor(c.muted).text(say("pdf:tracePlan.notSigned"), left);
  else {
    const rows: [string, string][] = [
      [say("pdf:fsp.printedName"), `${signed.printedName} (${signed.role})`],
      [
        say("pdf:fsp.dateTime"),
        `${formatSiteDateTime(signed.signedAt, signed.timezone, locale, { seconds: true })} (${signed.timezone})`,
      ],
      [say("pdf:fsp.meaning"), signed.meaning],
      [say("pdf:fsp.contentHash"), signed.contentHash],
    ];
    if (signed.supersededAt)
      rows.push([
        say("pdf:tracePlan.superseded"),
        say("pdf:tracePlan.supersededValue", {
          when: formatSiteDateTime(signed.supersededAt, signed.timezone, locale),
          until: signed.keepUntil ? formatCalendarDate(signed.keepUntil, locale) : "",
        }),
      ]);
    for (const [label, value] of rows) {
      ensureSpace(doc, 36);
      doc.fillColor(c.muted).font("Helvetica-Bold").fontSize(8.5).text(label, left);
      doc
        .fillColor(c.ink)
        .font("Helvetica")
        .fontSize(10)
        .text(value, left + 12);
      doc.moveDown(0.2);
    }
  }
  finishPdf(doc, title, locale);
  return done;
}
