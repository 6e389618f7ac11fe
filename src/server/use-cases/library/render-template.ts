import { writeCsv } from "../../../domain/csv/write-csv";
import type { TemplateDefinition } from "../../../domain/library/templates";
import { formatCalendarDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { t } from "../../i18n/catalogue";
import { templateWords } from "./template-words";
import { createPdf, finishPdf, pdfColours as c } from "./pdf-document";

export interface TemplateFacility {
  organisation: string;
  siteName: string;
  address: string;
}

/**
 * CSV: one header row (Facility first, so every record names it) in the reader's language — a sortable
 * spreadsheet ready for entries. UTF-8 with a BOM so spreadsheet apps read the degree sign correctly.
 */
export function renderTemplateCsv(template: TemplateDefinition, locale: AppLocale): Buffer {
  const { columns } = templateWords(locale, template);
  return Buffer.from(writeCsv([t(locale, "pdf:template.facility"), ...columns], []), "utf8");
}

/**
 * PDF: a landscape form with the facility, document code, clauses, instructions, a ruled table and a
 * verification block, all in the reader's language: its fixed words and date, and the template's name,
 * instructions and column headers.
 */
export async function renderTemplatePdf(
  template: TemplateDefinition,
  facility: TemplateFacility,
  issued: string,
  locale: AppLocale,
): Promise<Buffer> {
  const { name, instructions, columns } = templateWords(locale, template);
  const { doc, done } = await createPdf({ title: `${name} — ${facility.siteName}`, layout: "landscape" });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 6).fill(c.brand);
  doc
    .fillColor(c.ink)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(name, left, 34, { width: width - 220 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(c.muted)
    .text(`${facility.organisation} · ${facility.siteName} · ${facility.address}`, left, doc.y + 2, {
      width: width - 220,
    });
  const meta = [
    t(locale, "pdf:template.documentCode", { code: template.code }),
    t(locale, "pdf:template.issued", { date: formatCalendarDate(issued, locale) }),
    `PrimusGFS ${template.clauses.join(", ")}`,
  ];
  doc.font("Helvetica").fontSize(8.5).fillColor(c.muted);
  meta.forEach((line, i) => doc.text(line, left + width - 210, 36 + i * 12, { width: 210, align: "right" }));
  doc.y = Math.max(doc.y, 36 + meta.length * 12) + 8;
  doc.font("Helvetica-Oblique").fontSize(8.5).fillColor(c.ink).text(instructions, left, doc.y, { width });
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(8.5).fillColor(c.ink).text(t(locale, "pdf:template.weekOf"), left, doc.y, { width });
  doc.moveDown(0.6);

  const total = template.columns.reduce((sum, col) => sum + col.width, 0);
  const widths = template.columns.map((col) => (col.width / total) * width);
  const x = (i: number) => left + widths.slice(0, i).reduce((a, b) => a + b, 0);
  const headerHeight = 28;
  let y = doc.y;
  doc.rect(left, y, width, headerHeight).fill(c.soft);
  doc.font("Helvetica-Bold").fontSize(7.5).fillColor(c.ink);
  columns.forEach((header, i) =>
    doc.text(header, x(i) + 4, y + 5, { width: widths[i]! - 8, height: headerHeight - 6 }),
  );
  y += headerHeight;
  const bottomBlock = 60;
  const rowHeight = Math.min(22, (doc.page.height - doc.page.margins.bottom - bottomBlock - y) / template.rows);
  for (let r = 0; r < template.rows; r++) {
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .strokeColor(c.line)
      .lineWidth(0.5)
      .stroke();
    y += rowHeight;
  }
  const tableTop = y - template.rows * rowHeight - headerHeight;
  for (let i = 0; i <= template.columns.length; i++) {
    const lineX = i === template.columns.length ? left + width : x(i);
    doc.moveTo(lineX, tableTop).lineTo(lineX, y).strokeColor(c.line).lineWidth(0.5).stroke();
  }
  doc
    .rect(left, tableTop, width, y - tableTop)
    .strokeColor(c.muted)
    .lineWidth(0.75)
    .stroke();

  doc.font("Helvetica").fontSize(8.5).fillColor(c.ink);
  const signY = y + 16;
  doc.text(t(locale, "pdf:template.verifiedBy"), left, signY, { lineBreak: false });
  doc.text(t(locale, "pdf:template.verificationDate"), left + width * 0.55, signY, { lineBreak: false });
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(c.muted)
    .text(t(locale, "pdf:template.reviewRule"), left, signY + 16, { width, lineBreak: false });
  finishPdf(doc, `${template.code} · ${name} · ${facility.siteName}`, locale);
  return done;
}
