import { eq } from "drizzle-orm";
import { formatCalendarDate, formatSiteDateTime, localDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import {
  formatDrillMinutes,
  RECALL_DRILL_TARGET_MINUTES,
  type RecallDrillView,
} from "../../../domain/traceability/recall-drill";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { createPdf, ensureSpace, finishPdf, pdfColours as c } from "../library/pdf-document";
import { closedDrillForReport } from "./recall-drills";

type Say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => string;

/**
 * A closed mock recall drill's report in the reader's language (decision 137): the clock against the
 * four-hour target, the lots traced both ways, the customers to contact with their phone and quantities,
 * the holds placed, the mass balance, and each step as recorded.
 */
export async function renderRecallDrillReport(
  db: Db,
  actor: Actor,
  { siteSlug, drillId, locale }: { siteSlug: string; drillId: string; locale: AppLocale },
): Promise<{ fileName: string; pdf: Buffer }> {
  const say: Say = (key, vars) => t(locale, key, vars);
  const { site, drill } = await closedDrillForReport(db, actor, { siteSlug, drillId });
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  const when = (iso: string) => formatSiteDateTime(iso, site.timezone, locale);
  const { doc, done } = await createPdf({ title: say("pdf:recallDrill.documentTitle", { site: site.name }) });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 8).fill(c.brand);
  doc.fillColor(c.brand).font("Helvetica-Bold").fontSize(10).text("CLAUSEWISE", left, 40);
  doc.moveDown(1.2);
  doc.fillColor(c.ink).font("Helvetica-Bold").fontSize(22).text(say("pdf:recallDrill.heading"));
  doc.font("Helvetica").fontSize(12).text(site.name);
  doc
    .fontSize(9)
    .fillColor(c.muted)
    .text(`${org?.name ?? ""} · ${site.address}`);
  doc.moveDown(1);

  // The verdict first: elapsed against the target, in words and not only in colour.
  const within = drill.elapsed.withinTarget;
  const boxTop = doc.y;
  doc.rect(left, boxTop, width, 54).fill(within ? "#ecfdf5" : "#fef2f2");
  doc
    .fillColor(within ? c.brand : c.danger)
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(
      say(within ? "pdf:recallDrill.withinTarget" : "pdf:recallDrill.overTarget", {
        elapsed: formatDrillMinutes(drill.elapsed.minutes),
        target: formatDrillMinutes(RECALL_DRILL_TARGET_MINUTES),
      }),
      left + 12,
      boxTop + 10,
      { width: width - 24 },
    );
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(c.ink)
    .text(
      say("pdf:recallDrill.clock", { start: when(drill.startedAt), end: when(drill.closedAt!) }),
      left + 12,
      boxTop + 32,
      { width: width - 24 },
    );
  doc.y = boxTop + 66;
  doc.x = left;

  const facts: [string, string][] = [
    [say("pdf:recallDrill.startLots"), drill.startLots.join(", ")],
    ...(drill.from && drill.to
      ? [
          [
            say("pdf:recallDrill.range"),
            `${formatCalendarDate(drill.from, locale)} – ${formatCalendarDate(drill.to, locale)}`,
          ] as [string, string],
        ]
      : []),
    [say("pdf:recallDrill.startedBy"), drill.startedByName],
    [say("pdf:recallDrill.closedBy"), drill.closedByName ?? ""],
    [say("pdf:recallDrill.conclusion"), drill.conclusion || "—"],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(c.muted).text(label, left, y, { width: 130 });
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(c.ink)
      .text(value, left + 135, y, { width: width - 135 });
    doc.moveDown(0.4);
  }

  const f = drill.findings;
  heading(doc, say("pdf:recallDrill.lotsHeading"));
  table(
    doc,
    [say("pdf:recallDrill.col.tlc"), say("pdf:recallDrill.col.direction"), say("pdf:recallDrill.col.depth")],
    f.lots.map((lot) => [lot.tlc, say(`pdf:recallDrill.direction.${lot.direction}`), String(lot.depth)]),
    [0.5, 0.3, 0.2],
    say("pdf:recallDrill.none"),
  );

  heading(doc, say("pdf:recallDrill.customersHeading"));
  table(
    doc,
    [say("pdf:recallDrill.col.customer"), say("pdf:recallDrill.col.contact"), say("pdf:recallDrill.col.shipped")],
    f.customers.map((customer) => [
      customer.partnerName && customer.partnerName !== customer.businessName
        ? `${customer.partnerName}\n${customer.businessName}`
        : customer.businessName,
      `${customer.phone}\n${customer.address}`,
      customer.totals.map((total) => `${total.tlc}: ${total.value} ${total.unit}`).join("\n"),
    ]),
    [0.3, 0.4, 0.3],
    say("pdf:recallDrill.none"),
  );

  heading(doc, say("pdf:recallDrill.holdsHeading"));
  table(
    doc,
    [say("pdf:recallDrill.col.tlc"), say("pdf:recallDrill.col.quantity"), say("pdf:recallDrill.col.placed")],
    f.holds.map((hold) => [hold.lotCode ?? "", `${hold.quantity} ${hold.unit}`, when(hold.holdAt)]),
    [0.4, 0.25, 0.35],
    say("pdf:recallDrill.noHolds"),
  );

  heading(doc, say("pdf:recallDrill.balanceHeading"));
  table(
    doc,
    [
      say("pdf:recallDrill.col.site"),
      say("pdf:recallDrill.col.tlc"),
      say("pdf:recallDrill.col.in"),
      say("pdf:recallDrill.col.out"),
      say("pdf:recallDrill.col.difference"),
      say("pdf:recallDrill.col.status"),
    ],
    f.massBalance.map((b) => [
      b.siteId,
      b.tlc,
      `${b.made + b.received} ${b.unit}`,
      `${b.shipped + b.used + b.onHand + b.destroyed} ${b.unit}`,
      String(b.difference),
      say(`pdf:recallDrill.balance.${b.status}`),
    ]),
    [0.15, 0.25, 0.15, 0.15, 0.12, 0.18],
    say("pdf:recallDrill.none"),
  );

  heading(doc, say("pdf:recallDrill.stepsHeading"));
  table(
    doc,
    [
      say("pdf:recallDrill.col.step"),
      say("pdf:recallDrill.col.when"),
      say("pdf:recallDrill.col.by"),
      say("pdf:recallDrill.col.note"),
    ],
    drill.steps.map((step) => [
      say(`pdf:recallDrill.step.${step.step}`),
      `${when(step.at)}\n${say("pdf:recallDrill.afterStart", { elapsed: formatDrillMinutes(elapsedFrom(drill, step.at)) })}`,
      step.byName,
      step.note,
    ]),
    [0.2, 0.3, 0.2, 0.3],
    say("pdf:recallDrill.noSteps"),
  );

  finishPdf(doc, say("pdf:recallDrill.footer", { site: site.name }), locale);
  return {
    fileName: say("pdf:recallDrill.fileName", {
      site: site.slug,
      date: localDate(new Date(drill.startedAt), site.timezone),
    }),
    pdf: await done,
  };
}

const elapsedFrom = (drill: RecallDrillView, iso: string) =>
  Math.max(0, Math.floor((new Date(iso).getTime() - new Date(drill.startedAt).getTime()) / 60_000));

function heading(doc: PDFKit.PDFDocument, text: string) {
  ensureSpace(doc, 70);
  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;
  doc.font("Helvetica-Bold").fontSize(12).fillColor(c.ink).text(text);
  doc.moveDown(0.3);
}

/** A simple table: a header row, then rows whose cells wrap; each row moves past its tallest cell. */
function table(doc: PDFKit.PDFDocument, header: string[], rows: string[][], shares: number[], empty: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const widths = shares.map((share) => share * width);
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }));
    const height = Math.max(...heights) + 6;
    ensureSpace(doc, height);
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor(bold ? c.muted : c.ink).text(cell, x + 3, top + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .strokeColor(c.line)
      .lineWidth(0.5)
      .stroke();
    doc.y = top + height;
    doc.x = left;
  };
  row(header, true);
  if (!rows.length) {
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .fillColor(c.muted)
      .text(empty, left + 3, doc.y + 4);
    doc.x = left;
    return;
  }
  for (const cells of rows) row(cells, false);
}
