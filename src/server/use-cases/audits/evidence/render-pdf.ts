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

/**
 * The bytes pdfkit writes, copied together every few hundred chunks. Each page's deflated content is a
 * slice of the 16 KiB buffer zlib wrote it into: kept as written, a 3,000-page pack held ~100 MB of such
 * buffers for its 4 MB (decision 177).
 */
class CompactBytes {
  private readonly blocks: Buffer[] = [];
  private pending: Buffer[] = [];

  push(chunk: Buffer) {
    this.pending.push(chunk);
    if (this.pending.length === 256) {
      this.blocks.push(Buffer.concat(this.pending));
      this.pending = [];
    }
  }

  bytes() {
    return Buffer.concat([...this.blocks, ...this.pending]);
  }
}

/** Evidence rows laid out between two yields to the event loop, so other requests are served meanwhile. */
const ROWS_PER_SLICE = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The evidence pack report in its requester's language (decision 098): a cover page, a summary, then
 * per clause its requirement, evidence and gaps.
 *
 * Written in one pass, each page's content deflated as it closes. Each page's footer ("Page N of M") is drawn as the page
 * opens; M, unknown until the last page, is one form XObject every footer shows, written at the end
 * (decision 175; decision 164 laid the document out twice to count its pages first).
 */
export async function renderPackPdf(content: PackContent, locale: AppLocale): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const words = packWords(locale);
  const say = (key: Parameters<typeof t>[1], vars?: Parameters<typeof t>[2]) => t(locale, key, vars);
  const range = say("pdf:evidence.range", { from: words.date(content.period.from), to: words.date(content.period.to) });
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    info: { Title: say("pdf:evidence.documentTitle", { site: content.site.name }), Author: "Clausewise" },
  });
  const written = new CompactBytes();
  doc.on("data", (c: Buffer) => written.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(written.bytes()));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const text = new PageText(doc);
  const footer = new PageFooter(doc, text, {
    left: say("pdf:evidence.footer", { site: content.site.name, range }),
    page: (page, pages) => say("common:page", { page, pages }),
    width,
    pagesAtMost: pagesAtMost(content),
  });
  footer.draw();
  doc.on("pageAdded", () => footer.draw());
  const table = new EvidenceTable(doc, text, width, words);

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

  footer.end();
  doc.end();
  return done;
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

/** What `PageText` uses of pdfkit's standard font object (not in pdfkit's typings). */
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
/** The operator that sets a "#RRGGBB" fill colour. */
function fillOperators(hex: string) {
  const rgb = parseInt(hex.slice(1), 16);
  return `${[rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff].map((c) => Math.round((c / 255) * 10000) / 10000).join(" ")} rg`;
}
/** Each byte as it stands in a PDF literal string: the delimiters and the backslash escaped. */
const LITERAL = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return char === "(" || char === ")" || char === "\\" ? `\\${char}` : char;
});

/** A text whose characters are each their own byte in a PDF literal string (see `PageText.literal`). */
const LITERAL_AS_IS = /^[\x20-\x27\x2a-\x5b\x5d-\x7e\xa0-\xff]*$/;

/** One line of text for `PageText.write`: the top of the line at `y`, in pdfkit's (top-left) coordinates. */
interface TextLine {
  size: number;
  fill: string;
  text: string;
  x: number;
  y: number;
}

/**
 * Lines in Helvetica written as their own PDF operators, one run of bytes per call (decisions 173, 175):
 * pdfkit's `text` would measure each line twice more and look up a kerning pair per character, and would turn
 * each operator into bytes a character at a time in JavaScript. No kerning (the widths `fit` adds up have
 * none); WinAnsi, pdfkit's encoding for its standard fonts. Writing leaves pdfkit's state (font, size,
 * colour, position) as it was.
 */
class PageText {
  readonly font: StandardFont;
  /** Each UTF-16 code unit's glyph width at 1 pt (NaN: not read yet): cutting a text to its width adds them up. */
  private readonly widths = new Float64Array(65536).fill(Number.NaN);
  /** Each UTF-16 code unit's WinAnsi byte (-1: not looked up yet). */
  private readonly winAnsi = new Int16Array(65536).fill(-1);

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const state = doc as unknown as { _font: StandardFont };
    const current = state._font;
    this.font = (doc.font("Helvetica") as unknown as { _font: StandardFont })._font;
    state._font = current;
  }

  width(text: string, size: number): number {
    let used = 0;
    for (let i = 0; i < text.length; i++) used += this.glyph(text.charCodeAt(i)) * size;
    return used;
  }

  /** `text` on one line cut to `room` points at `size` (with an ellipsis when cut), and its width. */
  fit(size: number, text: string, room: number): { text: string; width: number } {
    const one = text.replace(/\n/g, " ");
    const ellipsis = this.glyph(ELLIPSIS.charCodeAt(0)) * size;
    let used = 0;
    for (let i = 0; i < one.length; i++) {
      const w = this.glyph(one.charCodeAt(i)) * size;
      if (used + w > room) {
        // Cut back until the ellipsis fits too.
        let end = i;
        while (end > 0 && used + ellipsis > room) used -= this.glyph(one.charCodeAt(--end)) * size;
        return end > 0
          ? { text: one.slice(0, end).trimEnd() + ELLIPSIS, width: used + ellipsis }
          : { text: "", width: 0 };
      }
      used += w;
    }
    return { text: one, width: used };
  }

  /** The lines on the current page, in one text object; `extra` operators follow it (page coordinates). */
  write(lines: TextLine[], extra = "") {
    const { doc, font } = this;
    const height = doc.page.height;
    let operators = `q 1 0 0 -1 0 ${height} cm BT`;
    let size = 0;
    let fill = "";
    for (const line of lines) {
      if (!line.text) continue;
      if (line.size !== size) operators += ` /${font.id} ${pdfNumber((size = line.size))} Tf`;
      if (line.fill !== fill) operators += ` ${(fill = line.fill)}`;
      const baseline = height - line.y - (font.ascender / 1000) * line.size;
      operators += ` 1 0 0 1 ${pdfNumber(line.x)} ${pdfNumber(baseline)} Tm ${this.literal(line.text)} Tj`;
    }
    operators += ` ET${extra} Q\n`;
    const fonts = doc.page.fonts as Record<string, unknown>;
    fonts[font.id] ??= font.ref();
    // Bytes go into the page's content as they are; a string would be converted a character at a time.
    doc.addContent(Buffer.from(operators, "latin1") as unknown as string);
  }

  /**
   * The text's WinAnsi bytes as a PDF literal string: a control character becomes a space, and a character
   * outside WinAnsi (which pdfkit would write as garbage) a question mark.
   */
  literal(text: string): string {
    // Most text is its own bytes: printable ASCII but the delimiters, or Latin-1's upper half, which WinAnsi
    // shares (written as latin1 bytes by `write`).
    if (LITERAL_AS_IS.test(text)) return `(${text})`;
    let out = "(";
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let byte = this.winAnsi[unit]!;
      if (byte < 0) {
        const [code] = this.font.font.encodeText(String.fromCharCode(unit));
        byte = unit < 0x20 ? 0x20 : code?.length === 2 ? parseInt(code, 16) : 0x3f;
        this.winAnsi[unit] = byte;
      }
      out += LITERAL[byte];
    }
    return `${out})`;
  }

  private glyph(unit: number) {
    let w = this.widths[unit]!;
    if (Number.isNaN(w)) this.widths[unit] = w = this.font.widthOfString(String.fromCharCode(unit), 1);
    return w;
  }
}

/**
 * A bound on the pages the pack can fill, for the width its page numbers need: every row, missed log,
 * clause and kind heading could at worst open a page. Only its number of digits is used.
 */
function pagesAtMost(content: PackContent): number {
  const clauses = content.sections.flatMap((s) => s.clauses);
  const rows = clauses.reduce((n, c) => n + c.evidence.length + c.missed.length, 0);
  return (
    4 +
    content.sections.length +
    clauses.length * (2 + evidenceKinds.length) +
    rows +
    content.siteWide.length +
    content.missedLogs.length
  );
}

const FOOTER_SIZE = 8;

/**
 * Each page's footer: the site and period on the left; "Page N of M" on the right, left-aligned in a
 * column wide enough for the largest numbers the pack could have. M is a form XObject, the same for every
 * page, whose one line is written by `end` once the last page is known.
 */
class PageFooter {
  private pages = 0;
  /** pdfkit's indirect object (its typings lack `end`, which writes its stream and closes it). */
  private readonly total: { end(data: unknown): void };
  /** Where "Page N of" starts, and the width kept for M. */
  private readonly column: number;
  private readonly digits: number;
  private readonly left: string;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: PageText,
    private readonly parts: {
      left: string;
      page: (page: number | string, pages: number | string) => string;
      width: number;
      pagesAtMost: number;
    },
  ) {
    const font = text.font;
    this.total = (doc as unknown as { ref(data: object): { end(data: unknown): void } }).ref({
      Type: "XObject",
      Subtype: "Form",
      BBox: [0, -FOOTER_SIZE, parts.width, FOOTER_SIZE * 2],
      Resources: { Font: { [font.id]: font.ref() } },
    });
    const widest = "8".repeat(String(parts.pagesAtMost).length);
    this.column = MARGIN + parts.width - text.width(parts.page(widest, widest), FOOTER_SIZE);
    this.digits = text.width(widest, FOOTER_SIZE);
    this.left = text.fit(FOOTER_SIZE, parts.left, this.column - MARGIN - 12).text;
  }

  /** The footer of the page that has just opened. */
  draw() {
    this.pages += 1;
    const { doc, text } = this;
    const top = doc.page.height - 36;
    // "Page N of " then M: the message with a marker where M goes, split there.
    const [before = "", after = ""] = this.parts.page(this.pages, "\u0000").split("\u0000");
    const at = this.column + text.width(before, FOOTER_SIZE);
    const baseline = doc.page.height - top - (text.font.ascender / 1000) * FOOTER_SIZE;
    (doc.page as unknown as { xobjects: Record<string, unknown> }).xobjects.PageTotal = this.total;
    text.write(
      [
        { size: FOOTER_SIZE, fill: MUTED_FILL, text: this.left, x: MARGIN, y: top },
        { size: FOOTER_SIZE, fill: MUTED_FILL, text: before.trimEnd(), x: this.column, y: top },
        { size: FOOTER_SIZE, fill: MUTED_FILL, text: after, x: at + this.digits, y: top },
      ],
      ` 1 0 0 1 ${pdfNumber(at)} ${pdfNumber(baseline)} cm /PageTotal Do`,
    );
  }

  /** Writes M, the number of pages drawn, into the XObject every footer shows. */
  end() {
    this.total.end(
      Buffer.from(
        `BT /${this.text.font.id} ${FOOTER_SIZE} Tf ${MUTED_FILL} 0 0 Td ${this.text.literal(String(this.pages))} Tj ET`,
        "latin1",
      ),
    );
  }
}

/** Height of one evidence row: its first line (9.5 pt) and its second (8.5 pt), whatever they hold. */
const ROW_HEIGHT = 23;
const ELLIPSIS = "…";

/**
 * Evidence rows as a table of fixed-height rows (decision 164): the date and reference, the title and
 * its status on the first line, the detail, who and the attached files' names on the second. A text longer
 * than its line is cut with an ellipsis (the CSVs in the ZIP hold every word); no line is wrapped, so
 * laying out a row costs two measured lines, written in one run of operators (`PageText`).
 */
class EvidenceTable {
  private sinceYield = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: PageText,
    private readonly width: number,
    private readonly words: PackWords,
  ) {}

  async rows(items: EvidenceItem[]) {
    for (const item of items) {
      ensureSpace(this.doc, ROW_HEIGHT);
      const y = this.doc.y;
      this.row(item, y);
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
    const { words, text } = this;
    const x = MARGIN + 12;
    const room = this.width - 12;
    const head = text.fit(9.5, `${words.date(item.date)}  ${item.reference}  ${item.title}`, room);
    const status = text.fit(9.5, `  — ${item.status}`, room - head.width);
    const extra = [
      item.detail,
      item.by ? t(words.locale, "pdf:evidence.by", { name: item.by }) : "",
      item.attachments.length
        ? t(words.locale, "pdf:evidence.files", { names: item.attachments.map((a) => a.filename).join(", ") })
        : "",
    ]
      .filter(Boolean)
      .join(" · ");
    text.write([
      { size: 9.5, fill: INK_FILL, text: head.text, x, y },
      { size: 9.5, fill: MUTED_FILL, text: status.text, x: x + head.width, y },
      {
        size: 8.5,
        fill: MUTED_FILL,
        text: text.fit(8.5, extra.replace(/\s+/g, " "), room - 8).text,
        x: x + 8,
        y: y + 11.5,
      },
    ]);
  }
}
