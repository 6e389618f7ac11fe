import PDFDocument from "pdfkit";
import { getModule, groupName } from "../../../../domain/catalogue";
import { evidenceKindLabels, evidenceKinds, type EvidenceItem } from "./evidence-types";
import type { ClauseEvidence, PackContent } from "./pack-content";

const BRAND = "#2E7D4F";
const INK = "#0F172A";
const MUTED = "#64748B";
const RULE = "#E2E8F0";
const GAP = "#B91C1C";
const MARGIN = 54;

/** Time in the site's zone, e.g. "Nov 22, 2026, 2:14 PM PST". */
const siteTime = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);

/** Kinds every clause is expected to show; a clause with none of its evidence gets a gap line. */
const clauseKinds = evidenceKinds.filter((k) => k !== "external_audit");

/** The evidence pack report: a cover page, a summary, then per clause its requirement, evidence and gaps. */
export function renderPackPdf(content: PackContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Evidence pack — ${content.site.name}`, Author: "Clausewise" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;

  // Cover page.
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(11).text("CLAUSEWISE", MARGIN, 72, { characterSpacing: 2 });
  doc.moveDown(3);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(30).text("Audit Evidence Pack");
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(14).fillColor(MUTED).text("PrimusGFS readiness evidence, mapped clause by clause");
  doc.moveDown(2.5);
  const facts: [string, string][] = [
    ["Organisation", content.organisation],
    ["Site", `${content.site.name}\n${content.site.address}`],
    ["Scope", content.sections.map((s) => s.option.label).join("\n")],
    ["Period", `${content.period.label} (${content.period.from} to ${content.period.to})`],
    ["Generated", siteTime(content.generatedAt, content.site.timezone)],
    ["Requested by", content.requestedBy],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(MUTED)
      .text(label.toUpperCase(), MARGIN, y, { width: 120, characterSpacing: 0.5 });
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor(INK)
      .text(value, MARGIN + 130, y, { width: width - 130 });
    doc.moveDown(0.9);
  }

  // Summary.
  const clauses = content.sections.flatMap((s) => s.clauses);
  const gaps = clauses.filter((c) => c.evidence.length === 0).length;
  doc.moveDown(1.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK).text("Summary", MARGIN);
  doc.moveDown(0.5);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(
      `${clauses.length} clauses in scope · ${content.rows.length} evidence items · ${gaps} clause${gaps === 1 ? "" : "s"} without evidence`,
    );
  doc.moveDown(0.6);
  const columns = [MARGIN, MARGIN + 250, MARGIN + 320, MARGIN + 400];
  const row = (cells: string[], bold = false, color = INK) => {
    const y = doc.y;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9.5)
      .fillColor(color);
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: i === 0 ? 240 : 70, lineBreak: false }));
    doc.y = y + 16;
  };
  row(["Clause group", "Clauses", "Evidence", "Gaps"], true, MUTED);
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + width, doc.y - 3)
    .strokeColor(RULE)
    .stroke();
  for (const section of content.sections) {
    const sectionGaps = section.clauses.filter((c) => c.evidence.length === 0).length;
    const items = section.clauses.reduce((n, c) => n + c.evidence.length, 0);
    row(
      [section.option.label, String(section.clauses.length), String(items), String(sectionGaps)],
      false,
      sectionGaps > 0 ? GAP : INK,
    );
  }
  doc.x = MARGIN;
  if (content.siteWide.length > 0) {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(evidenceKindLabels.external_audit);
    for (const item of content.siteWide) evidenceLine(doc, item, width);
  }

  // One section per chosen clause option.
  for (const section of content.sections) {
    doc.addPage();
    doc.rect(MARGIN, doc.y, 4, 22).fill(BRAND);
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(18)
      .text(section.option.label, MARGIN + 14, doc.y + 1);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(section.option.description, MARGIN + 14);
    doc.moveDown(1);
    if (section.clauses.length === 0) {
      doc
        .font("Helvetica-Oblique")
        .fontSize(11)
        .fillColor(MUTED)
        .text("No clause of this group applies to the site under its confirmed scope.", MARGIN);
    }
    for (const entry of section.clauses) clauseBlock(doc, entry, width);
  }

  // Page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 36;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${content.site.name} · ${content.period.from} to ${content.period.to}`, MARGIN, bottom, {
      width,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, bottom, { width, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
}

function clauseBlock(doc: PDFKit.PDFDocument, entry: ClauseEvidence, width: number) {
  const { clause, evidence } = entry;
  ensureSpace(doc, 70);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor(INK)
    .text(`${clause.id}  ${clause.title}`, MARGIN, doc.y, { width });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${groupName(clause.tags[0]!)} · ${getModule(clause.module)?.name ?? clause.module} · ${clause.points} points${clause.na ? ` · Marked N/A: ${clause.naRationale ?? ""}` : ""}`,
      { width },
    );
  doc.moveDown(0.4);
  if (evidence.length === 0) {
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(GAP)
      .text(
        "Gap: no records, verifications, training, incidents/CAPAs or findings evidence this clause in the period.",
        { width },
      );
    doc.moveDown(0.8);
    return;
  }
  for (const kind of clauseKinds) {
    const items = evidence.filter((e) => e.kind === kind);
    if (items.length === 0) continue;
    ensureSpace(doc, 30);
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(BRAND)
      .text(`${evidenceKindLabels[kind]} (${items.length})`, MARGIN, doc.y, { width });
    for (const item of items) evidenceLine(doc, item, width);
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);
}

function evidenceLine(doc: PDFKit.PDFDocument, item: EvidenceItem, width: number) {
  ensureSpace(doc, 28);
  const indent = MARGIN + 12;
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(INK)
    .text(`${item.date}  ${item.reference}  ${item.title}`, indent, doc.y, { width: width - 12, continued: true });
  doc.fillColor(MUTED).text(`  — ${item.status}`);
  const extra = [
    item.detail,
    item.by ? `By ${item.by}` : "",
    item.attachments.length ? `Files: ${item.attachments.map((a) => a.filename).join(", ")}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  if (extra)
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(extra, indent + 8, doc.y, { width: width - 20 });
}
