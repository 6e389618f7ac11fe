import { eq } from "drizzle-orm";
import { formatCalendarDate, formatSiteDateTime, isIsoDate, siteToday } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { FspSectionView, FspSignatureView } from "../../../domain/schemas/library";
import { t } from "../../i18n/catalogue";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { buildPlanView, listSignatures, toSignatureView } from "./fsp-plan";
import { createPdf, ensureSpace, finishPdf, pdfColours as c } from "./pdf-document";

const statusColour = {
  completed: "#047857",
  "in-progress": "#1d4ed8",
  "needs-review": "#b45309",
  "needs-update": "#b91c1c",
} as const;

/** A signature's instant at the site, seconds and zone named, in the reader's language. */
const signedAt = (iso: string, timeZone: string, locale: AppLocale) =>
  formatSiteDateTime(iso, timeZone, locale, { seconds: true });

/**
 * The site's Food Safety Plan as a PDF in the reader's language (`locale`: her account's, else her
 * request's): cover, every section with its elements, and a signature manifest. The plan's own text
 * (sections, elements, signature meanings) is shown as written.
 */
export async function exportFspPdf(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer }> {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const site = await findSite(db, actor, siteSlug);
  const [plan, signatures, [org]] = await Promise.all([
    buildPlanView(db, actor, site, locale),
    listSignatures(db, actor.organisationId, site.id),
    db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, actor.organisationId)),
  ]);
  const generatedAt = signedAt(new Date().toISOString(), site.timezone, locale);
  const { doc, done } = await createPdf({ title: say("pdf:fsp.documentTitle", { site: site.name }) });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  // Cover block
  doc.rect(0, 0, doc.page.width, 8).fill(c.brand);
  doc.fillColor(c.brand).font("Helvetica-Bold").fontSize(10).text("CLAUSEWISE", left, 40);
  doc.moveDown(1.2);
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(24).text(say("pdf:fsp.heading"));
  doc.font("Helvetica").fontSize(13).fillColor(c.ink).text(site.name);
  doc
    .fontSize(10)
    .fillColor(c.muted)
    .text(`${org?.name ?? ""} · ${site.address}`);
  doc.moveDown(1);
  const facts: [string, string, boolean?][] = [
    [say("pdf:fsp.generated"), say("pdf:fsp.generatedValue", { when: generatedAt, name: actor.name })],
    [
      say("pdf:fsp.progress"),
      say("pdf:fsp.progressValue", {
        percent: plan.progress,
        done: plan.sections.filter((s) => s.status === "completed").length,
        total: plan.sections.length,
      }),
    ],
    [say("pdf:fsp.contentHash"), plan.contentHash, true],
    [say("pdf:fsp.signOff"), signatureLine(plan.latestSignature, site.timezone, locale)],
  ];
  for (const [label, value, hash] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(c.muted).text(label, left, y, { width: 120 });
    doc
      .font(hash ? "Courier" : "Helvetica")
      .fontSize(9)
      .fillColor(c.ink)
      .text(value, left + 125, y, { width: width - 125 });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(c.line)
    .lineWidth(0.75)
    .stroke();
  doc.moveDown(1);

  plan.sections.forEach((section, index) => writeSection(doc, section, index + 1, site.timezone, locale));

  // Signature manifest
  doc.addPage();
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(16).text(say("pdf:fsp.manifest"), left, doc.page.margins.top);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(c.muted)
    .text(say("pdf:fsp.manifestIntro", { hash: plan.contentHash }), { width });
  doc.moveDown(1);
  if (signatures.length === 0) doc.font("Helvetica").fontSize(10).fillColor(c.ink).text(say("pdf:fsp.noSignatures"));
  for (const row of signatures)
    writeSignature(
      doc,
      toSignatureView(row, {
        contentHash: plan.contentHash,
        lastChangedAt: plan.lastChangedAt ? new Date(plan.lastChangedAt) : null,
      }),
      site.timezone,
      width,
      locale,
    );

  finishPdf(doc, say("pdf:fsp.footer", { site: site.name, when: generatedAt }), locale);
  const stamp = siteToday(site.timezone);
  return { fileName: say("pdf:fsp.fileName", { site: site.slug, date: stamp }), pdf: await done };
}

function signatureLine(signature: FspSignatureView | null, timeZone: string, locale: AppLocale): string {
  if (!signature) return t(locale, "pdf:fsp.notSigned");
  const vars = { name: signature.printedName, when: signedAt(signature.signedAt, timeZone, locale) };
  return signature.current
    ? t(locale, "pdf:fsp.signedCurrent", vars)
    : t(locale, "pdf:fsp.signedNotCurrent", { ...vars, notCurrent: t(locale, "pdf:fsp.notCurrent") });
}

function writeSection(
  doc: PDFKit.PDFDocument,
  section: FspSectionView,
  number: number,
  timeZone: string,
  locale: AppLocale,
) {
  const status = (value: FspSectionView["status"]) => t(locale, `pdf:fsp.status.${value}`);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  ensureSpace(doc, 120);
  const top = doc.y;
  doc
    .fillColor(c.ink)
    .font("Helvetica-Bold")
    .fontSize(13)
    .text(`${number}. ${section.title}`, left, top, { width: width - 110 });
  doc
    .font("Helvetica-Bold")
    .fontSize(8.5)
    .fillColor(statusColour[section.status])
    .text(status(section.status).toLocaleUpperCase(locale), left + width - 105, top + 3, {
      width: 105,
      align: "right",
    });
  doc.x = left;
  const reviewed = section.lastReviewedAt
    ? signedAt(section.lastReviewedAt, timeZone, locale)
    : t(locale, "pdf:fsp.notReviewed");
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(c.muted)
    .text(
      t(locale, "pdf:fsp.sectionMeta", { revision: section.revision, reviewer: section.reviewer ?? "—", reviewed }),
      left,
      doc.y + 2,
      { width },
    );
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(10).fillColor(c.ink).text(section.content, { width, align: "left", lineGap: 2 });
  doc.moveDown(0.6);

  // Elements table
  const cols = [width * 0.58, width * 0.22, width * 0.2];
  const colX = (i: number) => left + 6 + cols.slice(0, i).reduce((a, b) => a + b, 0);
  ensureSpace(doc, 40);
  const headerY = doc.y;
  doc.rect(left, headerY, width, 16).fill(c.soft);
  doc.fillColor(c.muted).font("Helvetica-Bold").fontSize(8);
  [
    t(locale, "pdf:fsp.columnElement"),
    t(locale, "pdf:fsp.columnStatus"),
    t(locale, "pdf:fsp.columnLastReview"),
  ].forEach((h, i) => doc.text(h, colX(i), headerY + 5, { width: cols[i]! - 8, lineBreak: false }));
  doc.y = headerY + 16;
  for (const element of section.elements) {
    ensureSpace(doc, 18);
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(c.ink)
      .text(element.name, colX(0), y + 4, { width: cols[0]! - 8 });
    const rowBottom = Math.max(doc.y + 3, y + 16);
    doc
      .fillColor(statusColour[element.status])
      .text(status(element.status), colX(1), y + 4, { width: cols[1]! - 8, lineBreak: false });
    const lastReview =
      element.lastReview && isIsoDate(element.lastReview)
        ? formatCalendarDate(element.lastReview, locale)
        : (element.lastReview ?? "—");
    doc.fillColor(c.ink).text(lastReview, colX(2), y + 4, { width: cols[2]! - 8, lineBreak: false });
    doc
      .moveTo(left, rowBottom)
      .lineTo(left + width, rowBottom)
      .strokeColor(c.line)
      .lineWidth(0.5)
      .stroke();
    doc.y = rowBottom;
  }
  const y = doc.y;
  doc.x = left;
  doc.y = y + 18;
}

function writeSignature(
  doc: PDFKit.PDFDocument,
  s: FspSignatureView,
  timeZone: string,
  width: number,
  locale: AppLocale,
) {
  const left = doc.page.margins.left;
  ensureSpace(doc, 130);
  const top = doc.y;
  const rows: [string, string, ("hash" | "status")?][] = [
    [t(locale, "pdf:fsp.printedName"), `${s.printedName} (${s.role})`],
    [t(locale, "pdf:fsp.dateTime"), `${signedAt(s.signedAt, timeZone, locale)} (${timeZone})`],
    [t(locale, "pdf:fsp.meaning"), s.meaning],
    [t(locale, "pdf:fsp.contentHash"), s.contentHash, "hash"],
    [
      t(locale, "pdf:fsp.status"),
      s.current ? t(locale, "pdf:fsp.signatureCurrent") : t(locale, "pdf:fsp.notCurrent"),
      "status",
    ],
  ];
  doc.y = top + 10;
  for (const [label, value, kind] of rows) {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(c.muted)
      .text(label, left + 12, y, { width: 115 });
    const colour = kind === "status" ? (s.current ? c.brand : c.danger) : c.ink;
    doc
      .font(kind === "hash" ? "Courier" : kind === "status" ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(colour)
      .text(value, left + 130, y, { width: width - 142 });
    doc.moveDown(0.45);
  }
  const bottom = doc.y + 6;
  doc
    .roundedRect(left, top, width, bottom - top, 6)
    .strokeColor(s.current ? c.brand : c.line)
    .lineWidth(s.current ? 1.2 : 0.75)
    .stroke();
  doc.x = left;
  doc.y = bottom + 12;
}
