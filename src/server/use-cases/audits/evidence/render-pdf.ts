import { builtinCatalogue, builtinCatalogueWords, getModule, groupName } from "../../../../domain/catalogue";
import type { EvidenceClauseId, EvidenceClauseOption } from "../../../../domain/audits";
import { formatCalendarDate, formatSiteDateTime } from "../../../../domain/dates";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { t } from "../../../i18n/catalogue";
import { evidenceKinds, type EvidenceItem, type EvidenceKind } from "./evidence-types";
import type { MissedLog } from "../../schedules/missed-logs";
import type { ClauseEvidence, PackContent } from "./pack-content";
import { loadPdfkit } from "../../../lazy-modules";

const BRAND = "#2E7D4F";
const INK = "#0F172A";
const MUTED = "#64748B";
const RULE = "#E2E8F0";
const GAP = "#B91C1C";
const MARGIN = 54;
const INK_FILL = fillOperators(INK);
const MUTED_FILL = fillOperators(MUTED);

/** Kinds every clause is expected to show; a clause with none of its evidence gets a gap line. */
const clauseKinds = evidenceKinds.filter((k) => k !== "external_audit");

/** The words of one pack in its reader's language: fixed texts, kinds, clause groups and dates. */
export interface PackWords {
  locale: AppLocale;
  kind: (kind: EvidenceKind) => string;
  option: (option: EvidenceClauseOption) => { label: string; description: string };
  date: (date: string) => string;
  /** "Last 90 days" or "Mar 1, 2026 to Mar 31, 2026". */
  period: (period: PackContent["period"]) => string;
}

export function packWords(locale: AppLocale): PackWords {
  // A pack's rows fall on a few hundred days: each is formatted once (Intl is slow per call).
  const dates = new Map<string, string>();
  const date = (value: string) => {
    let formatted = dates.get(value);
    if (formatted === undefined) dates.set(value, (formatted = formatCalendarDate(value, locale)));
    return formatted;
  };
  return {
    locale,
    kind: (kind) => t(locale, `pdf:evidence.kind.${kind}`),
    option: (option) => ({
      label: t(locale, `pdf:evidence.option.${option.id as EvidenceClauseId}.label`),
      description: t(locale, `pdf:evidence.option.${option.id as EvidenceClauseId}.description`),
    }),
    date,
    period: ({ from, to, days }) =>
      days
        ? t(locale, "pdf:evidence.lastDays", { days })
        : t(locale, "pdf:evidence.range", { from: date(from), to: date(to) }),
  };
}

/** Where the PDF's bytes go as pdfkit writes them (the ZIP's entry for it), besides the returned file. */
export type PdfChunkSink = (chunk: Uint8Array) => void;

/** Evidence rows laid out between two yields to the event loop, so other requests are served meanwhile. */
const ROWS_PER_SLICE = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The evidence pack report in its requester's language (decision 098): a cover page, a summary, then
 * per clause its requirement, evidence and gaps.
 *
 * Written in two passes over the same layout (decision 164): the first only counts pages (evidence rows
 * are fixed-height, so it advances past them without drawing; its bytes are dropped), the second writes
 * each page's footer ("Page N of M") as the page opens and streams the document out as pdfkit writes it,
 * so no page is held in memory; `onChunk` receives every chunk (the ZIP deflates them as they come).
 */
export async function renderPackPdf(content: PackContent, locale: AppLocale, onChunk?: PdfChunkSink): Promise<Buffer> {
  const counted = await layOut(content, locale, { totalPages: null, onChunk: null });
  return layOut(content, locale, { totalPages: counted.pages, onChunk: onChunk ?? null }).then((done) => done.pdf);
}

/** pdfkit's current text state, which a footer drawn as a page opens (mid-paragraph too) must give back. */
type TextState = { _font: unknown; _fontSize: number; _wrapper: unknown; _textOptions: unknown };

async function layOut(
  content: PackContent,
  locale: AppLocale,
  pass: { totalPages: number | null; onChunk: PdfChunkSink | null },
): Promise<{ pages: number; pdf: Buffer }> {
  const PDFDocument = await loadPdfkit();
  const words = packWords(locale);
  const paint = pass.totalPages !== null;
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const range = say("pdf:evidence.range", { from: words.date(content.period.from), to: words.date(content.period.to) });
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: say("pdf:evidence.documentTitle", { site: content.site.name }), Author: "Clausewise" },
  });
  const chunks: Buffer[] = [];
  // The counting pass's bytes are read and dropped (an unread stream would keep them all).
  doc.on("data", (c: Buffer) => {
    if (!paint) return;
    chunks.push(c);
    pass.onChunk?.(c);
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;

  // Each page's footer, drawn as the page opens: the page is written out when the next one opens.
  let pages = 0;
  const footer = () => {
    pages += 1;
    const state = doc as unknown as TextState;
    const saved = {
      x: doc.x,
      y: doc.y,
      font: state._font,
      size: state._fontSize,
      // A paragraph written with `continued` keeps its line wrapper: the footer must not write through it.
      wrapper: state._wrapper,
      textOptions: state._textOptions,
      bottom: doc.page.margins.bottom,
    };
    state._wrapper = null;
    state._textOptions = null;
    const bottom = doc.page.height - 36;
    doc.page.margins.bottom = 0; // the footer sits inside the margin: writing it must not add a page
    doc.save();
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(say("pdf:evidence.footer", { site: content.site.name, range }), MARGIN, bottom, {
      width,
      lineBreak: false,
    });
    doc.text(say("common:page", { page: pages, pages: pass.totalPages ?? pages }), MARGIN, bottom, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.restore();
    doc.page.margins.bottom = saved.bottom;
    state._font = saved.font;
    state._fontSize = saved.size;
    state._wrapper = saved.wrapper;
    state._textOptions = saved.textOptions;
    doc.x = saved.x;
    doc.y = saved.y;
  };
  footer();
  doc.on("pageAdded", footer);
  const table = new EvidenceTable(doc, width, words, paint);

  // Cover page.
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(11).text("CLAUSEWISE", MARGIN, 72, { characterSpacing: 2 });
  doc.moveDown(3);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(30).text(say("pdf:evidence.heading"));
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(14).fillColor(MUTED).text(say("pdf:evidence.subtitle"));
  doc.moveDown(2.5);
  const facts: [string, string][] = [
    [say("pdf:evidence.organisation"), content.organisation],
    [say("pdf:evidence.site"), `${content.site.name}\n${content.site.address}`],
    [say("pdf:evidence.scope"), content.sections.map((s) => words.option(s.option).label).join("\n")],
    [
      say("pdf:evidence.period"),
      content.period.days ? say("pdf:evidence.periodValue", { label: words.period(content.period), range }) : range,
    ],
    [say("pdf:evidence.generated"), formatSiteDateTime(content.generatedAt, content.site.timezone, locale)],
    [say("pdf:evidence.requestedBy"), content.requestedBy],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(MUTED)
      .text(label.toLocaleUpperCase(locale), MARGIN, y, { width: 120, characterSpacing: 0.5 });
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
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK).text(say("pdf:evidence.summary"), MARGIN);
  doc.moveDown(0.5);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(
      [
        say("pdf:evidence.clausesInScope", { count: clauses.length }),
        say("pdf:evidence.evidenceItems", { count: content.rows.length }),
        say("pdf:evidence.clausesWithoutEvidence", { count: gaps }),
      ].join(" · "),
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
  row(
    [
      say("pdf:evidence.columnGroup"),
      say("pdf:evidence.columnClauses"),
      say("pdf:evidence.columnEvidence"),
      say("pdf:evidence.columnGaps"),
    ],
    true,
    MUTED,
  );
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(MARGIN + width, doc.y - 3)
    .strokeColor(RULE)
    .stroke();
  for (const section of content.sections) {
    const sectionGaps = section.clauses.filter((c) => c.evidence.length === 0).length;
    const items = section.clauses.reduce((n, c) => n + c.evidence.length, 0);
    row(
      [words.option(section.option).label, String(section.clauses.length), String(items), String(sectionGaps)],
      false,
      sectionGaps > 0 ? GAP : INK,
    );
  }
  doc.x = MARGIN;
  if (content.siteWide.length > 0) {
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(words.kind("external_audit"));
    await table.rows(content.siteWide);
  }

  // The scheduled logs missed or filled late (decision 128): counted here, listed under their clauses.
  const missing = content.missedLogs.filter((m) => m.status === "missing").length;
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(say("pdf:evidence.missedLogs"), MARGIN);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(missing > 0 ? GAP : INK)
    .text(
      content.missedLogs.length === 0
        ? say("pdf:evidence.noMissedLogs")
        : `${say("pdf:evidence.missingLogs", { count: missing })} · ${say("pdf:evidence.lateLogs", {
            count: content.missedLogs.length - missing,
          })}. ${say("pdf:evidence.missedListed")}`,
      { width },
    );
  for (const log of content.missedLogs.filter((m) => m.clauseIds.length === 0)) missedLine(doc, log, width, words);

  // One section per chosen clause option.
  for (const section of content.sections) {
    const option = words.option(section.option);
    doc.addPage();
    doc.rect(MARGIN, doc.y, 4, 22).fill(BRAND);
    doc
      .fillColor(INK)
      .font("Helvetica-Bold")
      .fontSize(18)
      .text(option.label, MARGIN + 14, doc.y + 1);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(option.description, MARGIN + 14);
    doc.moveDown(1);
    if (section.clauses.length === 0) {
      doc.font("Helvetica-Oblique").fontSize(11).fillColor(MUTED).text(say("pdf:evidence.noClause"), MARGIN);
    }
    for (const entry of section.clauses) await clauseBlock(doc, entry, width, words, table);
  }

  doc.end();
  return { pages, pdf: await done };
}

function ensureSpace(doc: PDFKit.PDFDocument, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
}

async function clauseBlock(
  doc: PDFKit.PDFDocument,
  entry: ClauseEvidence,
  width: number,
  words: PackWords,
  table: EvidenceTable,
) {
  const { locale } = words;
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
    .text(
      `${clause.id}  ${builtinCatalogueWords.clauseTitle(builtinCatalogue.id, clause.id, locale, clause.title)}`,
      MARGIN,
      doc.y,
      { width },
    );
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      [
        groupName(clause.tags[0]!, builtinCatalogue, locale),
        builtinCatalogueWords.moduleName(
          builtinCatalogue.id,
          clause.module,
          locale,
          getModule(clause.module)?.name ?? clause.module,
        ),
        t(locale, "pdf:evidence.points", { count: clause.points }),
        ...(clause.na ? [t(locale, "pdf:evidence.markedNa", { rationale: clause.naRationale ?? "" })] : []),
      ].join(" · "),
      { width },
    );
  doc.moveDown(0.4);
  if (evidence.length === 0) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(GAP).text(t(locale, "pdf:evidence.gap"), { width });
    missedBlock(doc, entry.missed, width, words);
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
      .text(`${words.kind(kind)} (${items.length})`, MARGIN, doc.y, { width });
    await table.rows(items);
    doc.moveDown(0.3);
  }
  missedBlock(doc, entry.missed, width, words);
  doc.moveDown(0.8);
}

/** A clause's missed or late scheduled logs, under a red heading, after its evidence. */
function missedBlock(doc: PDFKit.PDFDocument, missed: MissedLog[], width: number, words: PackWords) {
  if (missed.length === 0) return;
  ensureSpace(doc, 30);
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(GAP)
    .text(`${t(words.locale, "pdf:evidence.missedLogs")} (${missed.length})`, MARGIN, doc.y, { width });
  for (const log of missed) missedLine(doc, log, width, words);
  doc.moveDown(0.3);
}

function missedLine(doc: PDFKit.PDFDocument, log: MissedLog, width: number, words: PackWords) {
  ensureSpace(doc, 16);
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(INK)
    .text(`${words.date(log.date)}  ${log.formName}${log.shift ? ` · ${log.shift}` : ""}`, MARGIN + 12, doc.y, {
      width: width - 12,
      continued: true,
    });
  doc
    .fillColor(log.status === "missing" ? GAP : MUTED)
    .text(`  — ${t(words.locale, `pdf:evidence.missedStatus.${log.status}`)}`);
}

/** What `EvidenceTable` uses of pdfkit's standard font object (not in pdfkit's typings). */
interface StandardFont {
  id: string;
  ascender: number;
  ref(): unknown;
  widthOfString(text: string, size: number): number;
  /** Its metrics; `encodeText` gives each character's WinAnsi code in hex. */
  font: { encodeText(text: string): string[] };
}
/** A number as pdfkit writes one into a content stream: at most two decimals. */
const pdfNumber = (n: number) => String(Math.round(n * 100) / 100);
/** The operators that set a "#RRGGBB" fill colour, as pdfkit's `fillColor` writes them. */
function fillOperators(hex: string) {
  const rgb = parseInt(hex.slice(1), 16);
  return `/DeviceRGB cs ${[rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff].map((c) => c / 255).join(" ")} scn`;
}

/** Height of one evidence row: its first line (9.5 pt) and its second (8.5 pt), whatever they hold. */
const ROW_HEIGHT = 23;
const ELLIPSIS = "…";

/**
 * Evidence rows as a table of fixed-height rows (decision 164): the date and reference, the title and
 * its status on the first line, the detail, who and the attached files' names on the second. A text longer
 * than its line is cut with an ellipsis (the CSVs in the ZIP hold every word); no line is wrapped, so
 * laying out a row costs two measured lines, and the counting pass only moves past it.
 *
 * A row is written as its own PDF operators, once, as bytes (decisions 173, 175): pdfkit's `text` would
 * measure each line twice more and look up a kerning pair per character, and each of its operators would
 * be turned into bytes a character at a time in JavaScript. Drawing a row leaves pdfkit's state (font,
 * size, colour, position) as it was, so the counting pass, which draws nothing, lays out the same pages.
 */
class EvidenceTable {
  /** Helvetica, the rows' one font. */
  private readonly font: StandardFont;
  /** Glyph widths at 1 pt, read once per character: cutting a text to its width adds them up. */
  private readonly widths = new Map<string, number>();
  /** Each UTF-16 code unit's WinAnsi byte (-1: not looked up yet), as pdfkit encodes its standard fonts. */
  private readonly winAnsi = new Int16Array(65536).fill(-1);
  private sinceYield = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly width: number,
    private readonly words: PackWords,
    private readonly paint: boolean,
  ) {
    const state = doc as unknown as { _font: StandardFont };
    const current = state._font;
    this.font = (doc.font("Helvetica") as unknown as { _font: StandardFont })._font;
    state._font = current;
  }

  async rows(items: EvidenceItem[]) {
    for (const item of items) {
      ensureSpace(this.doc, ROW_HEIGHT);
      const y = this.doc.y;
      if (this.paint) this.row(item, y);
      this.doc.x = MARGIN;
      this.doc.y = y + ROW_HEIGHT;
      this.sinceYield += 1;
      if (this.sinceYield >= ROWS_PER_SLICE) {
        this.sinceYield = 0;
        await nextTurn();
      }
    }
  }

  private row(item: EvidenceItem, y: number) {
    const { words } = this;
    const x = MARGIN + 12;
    const room = this.width - 12;
    const head = this.fit(9.5, `${words.date(item.date)}  ${item.reference}  ${item.title}`, room);
    const status = this.fit(9.5, `  — ${item.status}`, room - head.width);
    let operators = this.line(9.5, INK_FILL, head.text, x, y);
    if (status.text) operators += this.line(9.5, MUTED_FILL, status.text, x + head.width, y);
    const extra = [
      item.detail,
      item.by ? t(words.locale, "pdf:evidence.by", { name: item.by }) : "",
      item.attachments.length
        ? t(words.locale, "pdf:evidence.files", { names: item.attachments.map((a) => a.filename).join(", ") })
        : "",
    ]
      .filter(Boolean)
      .join(" · ");
    if (extra) {
      const line = this.fit(8.5, extra.replace(/\s+/g, " "), room - 8);
      operators += this.line(8.5, MUTED_FILL, line.text, x + 8, y + 11.5);
    }
    if (!operators) return;
    const fonts = this.doc.page.fonts as Record<string, unknown>;
    fonts[this.font.id] ??= this.font.ref();
    // Bytes go into the page's content as they are; a string would be converted a character at a time.
    this.doc.addContent(Buffer.from(operators, "latin1") as unknown as string);
  }

  /**
   * One line already cut to its width (`fit`) as PDF operators: its colour, then its text at the same
   * position (top of the line at `y`) and encoding (WinAnsi, pdfkit's for its standard fonts) as `text`,
   * without kerning (the widths `fit` added up have none), all inside q…Q so the page's state is unchanged.
   */
  private line(size: number, fill: string, text: string, x: number, y: number): string {
    if (!text) return "";
    const height = this.doc.page.height;
    const baseline = height - y - (this.font.ascender / 1000) * size;
    return `q ${fill} 1 0 0 -1 0 ${height} cm BT 1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm /${this.font.id} ${pdfNumber(size)} Tf <${this.encode(text)}> Tj ET Q\n`;
  }

  /**
   * The text's WinAnsi bytes in hex: a control character becomes a space, and a character outside
   * WinAnsi (which pdfkit would write as garbage) a question mark.
   */
  private encode(text: string): string {
    const bytes = Buffer.allocUnsafe(text.length);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let byte = this.winAnsi[unit]!;
      if (byte < 0) {
        const [code] = this.font.font.encodeText(String.fromCharCode(unit));
        byte = unit < 0x20 ? 0x20 : code?.length === 2 ? parseInt(code, 16) : 0x3f;
        this.winAnsi[unit] = byte;
      }
      bytes[i] = byte;
    }
    return bytes.toString("hex");
  }

  /** `text` cut to `room` points at `size` (with an ellipsis when cut), and its width. */
  private fit(size: number, text: string, room: number): { text: string; width: number } {
    const one = text.replace(/\n/g, " ");
    const glyph = (ch: string) => {
      let w = this.widths.get(ch);
      if (w === undefined) this.widths.set(ch, (w = this.font.widthOfString(ch, 1)));
      return w;
    };
    const ellipsis = glyph(ELLIPSIS) * size;
    let used = 0;
    for (let i = 0; i < one.length; i++) {
      const w = glyph(one[i]!) * size;
      if (used + w > room) {
        // Cut back until the ellipsis fits too.
        let end = i;
        while (end > 0 && used + ellipsis > room) used -= glyph(one[--end]!) * size;
        return end > 0
          ? { text: one.slice(0, end).trimEnd() + ELLIPSIS, width: used + ellipsis }
          : { text: "", width: 0 };
      }
      used += w;
    }
    return { text: one, width: used };
  }
}
