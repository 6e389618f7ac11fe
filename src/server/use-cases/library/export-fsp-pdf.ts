import { eq } from "drizzle-orm";
import { siteToday } from "../../../domain/dates";
import { fspStatusLabels, SIGNATURE_NOT_CURRENT } from "../../../domain/library/fsp";
import { formatSignedAt } from "../../../domain/library/format-signed-at";
import type { FspSectionView, FspSignatureView } from "../../../domain/schemas/library";
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

/** The site's Food Safety Plan as a PDF: cover, every section with its elements, and a signature manifest. */
export async function exportFspPdf(
  db: Db,
  actor: Actor,
  { siteSlug }: { siteSlug: string },
): Promise<{ fileName: string; pdf: Buffer }> {
  const site = await findSite(db, actor, siteSlug);
  const [plan, signatures, [org]] = await Promise.all([
    buildPlanView(db, actor, site),
    listSignatures(db, actor.organisationId, site.id),
    db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, actor.organisationId)),
  ]);
  const generatedAt = formatSignedAt(new Date().toISOString(), site.timezone);
  const { doc, done } = createPdf({ title: `Food Safety Plan — ${site.name}` });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;

  // Cover block
  doc.rect(0, 0, doc.page.width, 8).fill(c.brand);
  doc.fillColor(c.brand).font("Helvetica-Bold").fontSize(10).text("CLAUSEWISE", left, 40);
  doc.moveDown(1.2);
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(24).text("Food Safety Plan");
  doc.font("Helvetica").fontSize(13).fillColor(c.ink).text(site.name);
  doc
    .fontSize(10)
    .fillColor(c.muted)
    .text(`${org?.name ?? ""} · ${site.address}`);
  doc.moveDown(1);
  const facts: [string, string][] = [
    ["Generated", `${generatedAt} by ${actor.name}`],
    [
      "Progress",
      `${plan.progress}% of sections completed (${plan.sections.filter((s) => s.status === "completed").length} of ${plan.sections.length})`,
    ],
    ["Content hash (sha256)", plan.contentHash],
    ["PCQI sign-off", signatureLine(plan.latestSignature, site.timezone)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(c.muted).text(label, left, y, { width: 120 });
    doc
      .font(label.startsWith("Content") ? "Courier" : "Helvetica")
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

  plan.sections.forEach((section, index) => writeSection(doc, section, index + 1, site.timezone));

  // Signature manifest
  doc.addPage();
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(16).text("Signature Manifest", left, doc.page.margins.top);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(c.muted)
    .text(
      `Every PCQI signature of this plan, newest first. A signature is current only while the plan's content hash equals the hash it signed. Current content hash: ${plan.contentHash}`,
      { width },
    );
  doc.moveDown(1);
  if (signatures.length === 0)
    doc.font("Helvetica").fontSize(10).fillColor(c.ink).text("The plan has not been signed.");
  for (const row of signatures) writeSignature(doc, toSignatureView(row, plan.contentHash), site.timezone, width);

  finishPdf(doc, `Food Safety Plan — ${site.name} — generated ${generatedAt}`);
  const stamp = siteToday(site.timezone);
  return { fileName: `food-safety-plan-${site.slug}-${stamp}.pdf`, pdf: await done };
}

function signatureLine(signature: FspSignatureView | null, timeZone: string): string {
  if (!signature) return "Not signed";
  const when = formatSignedAt(signature.signedAt, timeZone);
  return signature.current
    ? `Signed by ${signature.printedName} on ${when} — current`
    : `Last signed by ${signature.printedName} on ${when} — ${SIGNATURE_NOT_CURRENT}`;
}

function writeSection(doc: PDFKit.PDFDocument, section: FspSectionView, number: number, timeZone: string) {
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
    .text(fspStatusLabels[section.status].toUpperCase(), left + width - 105, top + 3, { width: 105, align: "right" });
  doc.x = left;
  const reviewed = section.lastReviewedAt ? formatSignedAt(section.lastReviewedAt, timeZone) : "not reviewed";
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(c.muted)
    .text(
      `Revision ${section.revision} · Reviewer ${section.reviewer ?? "—"} · Last review ${reviewed}`,
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
  ["Element", "Status", "Last review"].forEach((h, i) =>
    doc.text(h, colX(i), headerY + 5, { width: cols[i]! - 8, lineBreak: false }),
  );
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
      .text(fspStatusLabels[element.status], colX(1), y + 4, { width: cols[1]! - 8, lineBreak: false });
    doc.fillColor(c.ink).text(element.lastReview ?? "—", colX(2), y + 4, { width: cols[2]! - 8, lineBreak: false });
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

function writeSignature(doc: PDFKit.PDFDocument, s: FspSignatureView, timeZone: string, width: number) {
  const left = doc.page.margins.left;
  ensureSpace(doc, 130);
  const top = doc.y;
  const rows: [string, string][] = [
    ["Printed name", `${s.printedName} (${s.role})`],
    ["Date and time", formatSignedAt(s.signedAt, timeZone) + ` (${timeZone})`],
    ["Meaning", s.meaning],
    ["Content hash (sha256)", s.contentHash],
    ["Status", s.current ? "Current — the plan is unchanged since signing" : SIGNATURE_NOT_CURRENT],
  ];
  doc.y = top + 10;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(8.5)
      .fillColor(c.muted)
      .text(label, left + 12, y, { width: 115 });
    const colour = label === "Status" ? (s.current ? c.brand : c.danger) : c.ink;
    doc
      .font(label.startsWith("Content") ? "Courier" : label === "Status" ? "Helvetica-Bold" : "Helvetica")
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
