import { formatCalendarDate, formatSiteDateTime } from "../../../../domain/dates";
import { documentNameIn } from "../clausewise-records";
import type { Verdict } from "../../../../domain/document-audit/contract";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { t } from "../../../i18n/catalogue";
import { createPdf, ensureSpace, finishPdf, pdfColours as c } from "../../library/pdf-document";
import { drawableText } from "./pdf-text";
import { locatorLabel, type ReportExportContent } from "./report-export-content";

type Clause = ReportExportContent["clauses"][number];
type Citation = Clause["citations"][number];

const verdictColour: Record<Verdict, string> = {
  compliant: "#047857",
  partial: "#b45309",
  non_compliant: "#b91c1c",
  no_evidence: "#475569",
  not_applicable: "#64748b",
};

const numberIn = (locale: AppLocale, value: number) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { maximumFractionDigits: 1 }).format(value);
const percentIn = (locale: AppLocale, value: number) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { style: "percent", maximumFractionDigits: 1 }).format(
    value / 100,
  );

/**
 * A finished document audit as a PDF in the reader's language (decision 098), through the library's
 * pdfkit helpers: a cover with the organisation, site, audit date, scheme and the score by points, then
 * each clause with its verdict, points, findings (what to do, whether tracked) and cited passages.
 */
export async function renderReportPdf(
  content: ReportExportContent,
  locale: AppLocale,
  generatedAt: Date,
): Promise<Buffer> {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const { doc, done } = await createPdf({ title: say("pdf:documentAudit.documentTitle", { site: content.site.name }) });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const auditDate = formatCalendarDate(content.auditDate, locale);

  doc.rect(0, 0, doc.page.width, 8).fill(c.brand);
  doc.fillColor(c.brand).font("Helvetica-Bold").fontSize(10).text("CLAUSEWISE", left, 40, { characterSpacing: 2 });
  doc.moveDown(1.2);
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(24).text(say("pdf:documentAudit.heading"), { width });
  doc.font("Helvetica").fontSize(11).fillColor(c.muted).text(say("pdf:documentAudit.subtitle"), { width });
  doc.moveDown(1);
  const facts: [string, string][] = [
    [say("pdf:documentAudit.organisation"), content.organisation],
    [say("pdf:documentAudit.site"), content.site.name],
    [say("pdf:documentAudit.auditDate"), auditDate],
    [say("pdf:documentAudit.catalogue"), content.catalogue],
    [say("pdf:documentAudit.documents"), drawableText(content.documents.join(", "))],
    [say("pdf:documentAudit.generated"), formatSiteDateTime(generatedAt, content.site.timezone, locale)],
  ];
  for (const [label, value] of facts) {
    ensureSpace(doc, 24);
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(c.muted).text(label, left, y, { width: 120 });
    const labelBottom = doc.y;
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(c.ink)
      .text(value, left + 125, y, { width: width - 125 });
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.4);
  }

  // The score by points.
  doc.moveDown(0.6);
  ensureSpace(doc, 70);
  const boxTop = doc.y;
  doc.rect(left, boxTop, width, 58).fill(c.soft);
  doc
    .fillColor(c.muted)
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(say("pdf:documentAudit.score"), left + 12, boxTop + 10, { width: width - 24 });
  const points = say("pdf:documentAudit.points", {
    awarded: numberIn(locale, content.pointsAwarded),
    total: numberIn(locale, content.points),
  });
  doc
    .fillColor(c.ink)
    .font("Helvetica-Bold")
    .fontSize(20)
    .text(
      content.score === null
        ? say("pdf:documentAudit.noScore")
        : say("pdf:documentAudit.scoreValue", {
            score: percentIn(locale, content.score),
            awarded: numberIn(locale, content.pointsAwarded),
            total: numberIn(locale, content.points),
          }),
      left + 12,
      boxTop + 26,
      { width: width - 24, lineBreak: false },
    );
  doc.y = boxTop + 58;
  doc.x = left;
  if (content.score === null) doc.font("Helvetica").fontSize(9).fillColor(c.muted).text(points, left);

  if (content.unreadable.length > 0) {
    doc.moveDown(1);
    doc.font("Helvetica-Bold").fontSize(10).fillColor(c.danger).text(say("pdf:documentAudit.unreadable"), left);
    for (const file of content.unreadable)
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(c.ink)
        .text(drawableText(`${file.name}: ${file.message}`), left + 10, doc.y, { width: width - 10 });
  }

  doc.moveDown(1.2);
  ensureSpace(doc, 40);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(c.ink).text(say("pdf:documentAudit.clauses"), left);
  doc.moveDown(0.4);
  for (const clause of content.clauses) clauseBlock(doc, clause, { left, width, locale });

  finishPdf(doc, say("pdf:documentAudit.footer", { site: content.site.name, date: auditDate }), locale);
  return done;
}

function clauseBlock(
  doc: PDFKit.PDFDocument,
  clause: Clause,
  { left, width, locale }: { left: number; width: number; locale: AppLocale },
) {
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  // The clause's heading never ends a page alone: it keeps its first finding (or evidence line) with it.
  ensureSpace(doc, clause.findings.length > 0 || clause.citations.length > 0 ? 100 : 44);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor(c.line)
    .lineWidth(0.75)
    .stroke();
  doc.moveDown(0.5);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(c.ink)
    .text(`${clause.code}  ${clause.title}`, left, doc.y, { width });
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(verdictColour[clause.verdict])
    .text(say(`pdf:documentAudit.verdict.${clause.verdict}`), left, doc.y, { width, continued: true })
    .font("Helvetica")
    .fillColor(c.muted)
    .text(
      `  ·  ${say("pdf:documentAudit.points", {
        awarded: numberIn(locale, clause.pointsAwarded),
        total: numberIn(locale, clause.points),
      })}`,
    );
  doc.moveDown(0.3);
  clause.findings.forEach((rendered, index) => {
    const finding = { ...rendered, text: drawableText(rendered.text), action: drawableText(rendered.action) };
    doc.font("Helvetica").fontSize(9.5);
    const textHeight =
      doc.heightOfString(finding.text, { width: width - 10 }) +
      doc.heightOfString(`${say("pdf:documentAudit.action")} ${finding.action}`, { width: width - 10 });
    ensureSpace(doc, Math.min(14 + textHeight, 200));
    const label = say("pdf:documentAudit.finding", { number: index + 1 });
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(c.ink)
      .text(label, left + 10, doc.y, { width: width - 10, continued: Boolean(finding.trackedFindingId) });
    if (finding.trackedFindingId) doc.fillColor(c.brand).text(`  ·  ${say("pdf:documentAudit.tracked")}`);
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(c.ink)
      .text(finding.text, left + 10, doc.y, { width: width - 10 });
    doc
      .font("Helvetica-Bold")
      .text(say("pdf:documentAudit.action"), left + 10, doc.y, { width: width - 10, continued: true })
      .font("Helvetica")
      .text(` ${finding.action}`);
    for (const citation of finding.citations)
      citationLine(doc, citation, { left: left + 20, width: width - 20, locale });
    doc.moveDown(0.4);
  });
  if (clause.findings.length === 0 && clause.citations.length > 0) {
    ensureSpace(doc, 30);
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(c.muted)
      .text(say("pdf:documentAudit.evidence"), left + 10, doc.y, { width: width - 10 });
    for (const citation of clause.citations)
      citationLine(doc, citation, { left: left + 20, width: width - 20, locale });
  }
  doc.moveDown(0.6);
}

function citationLine(
  doc: PDFKit.PDFDocument,
  citation: Citation,
  { left, width, locale }: { left: number; width: number; locale: AppLocale },
) {
  // A citation's source line stays with its quote.
  const quote = citation.quote ? `“${drawableText(citation.quote)}”` : "";
  doc.font("Helvetica-Oblique").fontSize(8.5);
  ensureSpace(doc, 12 + (quote ? doc.heightOfString(quote, { width: width - 8 }) : 0));
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(c.muted)
    .text(
      drawableText(`${documentNameIn(locale, citation.document)} — ${locatorLabel(citation.locator, locale)}`),
      left,
      doc.y,
      { width },
    );
  if (quote)
    doc
      .font("Helvetica-Oblique")
      .fontSize(8.5)
      .fillColor(c.ink)
      .text(quote, left + 8, doc.y, { width: width - 8 });
}
