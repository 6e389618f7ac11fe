/**
 * Traceability lot code (TLC) rules, 21 CFR 1.1320 and 1.1340–1.1350, and the site's TLC format. A TLC is
 * "a descriptor, often alphanumeric, used to uniquely identify a traceability lot within the records of
 * the traceability lot code source" (1.1310). Pure: the server hands in the codes it already holds.
 */
import { z } from "zod";
import { daysBetween, isIsoDate, type IsoDate } from "../dates";
import type { CteType, TraceEventInput } from "./kde";
import { type HeldLot, pickLot, type TlcSourceParts } from "./lot-source";
import type { LocationRef } from "./master-data";

/** The CTEs that assign a new TLC (1.1320(a)); any other activity, shipping first, must not (1.1320(b)). */
export const tlcAssigningCtes = ["initial_packing", "first_land_based_receiving", "transformation"] as const;

/**
 * Whether an event may carry a TLC of its own making: the three CTEs above, and receiving from a person
 * the subpart does not apply to when no TLC came with the food (1.1345(b)(1)).
 */
export function mayAssignTlc(event: { type: CteType; fromExemptSource?: boolean }): boolean {
  if (event.type === "receiving") return event.fromExemptSource === true;
  return (tlcAssigningCtes as readonly CteType[]).includes(event.type);
}

/** Two codes are the same lot code when they differ only in case or surrounding spaces: people read them. */
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Whether a code is already used by another lot of the same TLC source (a site's own codes). */
export const isTlcTaken = (code: string, existing: Iterable<string>) => {
  for (const other of existing) if (sameCode(code, other)) return true;
  return false;
};

export type TlcProblem =
  /** A new TLC the site assigns is already a lot's code. */
  | "tlc_taken"
  /** A new TLC does not follow the site's TLC format. */
  | "tlc_not_in_site_format"
  /** Shipping or transformation names a lot the site does not hold: it would create a TLC (1.1320(b)). */
  | "unknown_tlc"
  /** Receiving from an exempt source: the receiver who assigns the TLC is its source (1.1345(b)(5)). */
  | "tlc_source_must_be_receiving_location"
  /** Shipping or a transformation's input names a code the site holds from several sources, and not which (decision 155). */
  | "ambiguous_tlc_source";

export type TlcCheckContext = {
  /** The lot codes the site already holds: assigned here or received. */
  siteTlcs: ReadonlySet<string> | readonly string[];
  /** The site's TLC format, when it has one: codes it assigns must follow it. */
  format?: TlcFormat;
  /**
   * The site's lots, each its code and TLC source key (decision 155), with what a written source names:
   * shipping and a transformation's inputs must name one lot by its code and source (`pickLot`). Without
   * them, a held code is enough.
   */
  lots?: {
    held: readonly HeldLot[];
    sourceOf: (source: { location?: LocationRef; reference?: string }) => TlcSourceParts;
  };
};

/**
 * The TLC rules an event must meet beyond its KDEs being present, each with the field it concerns:
 * - an assigned TLC is unique among the site's codes and follows the site's format (1.1310, 1.1320(a));
 * - shipping names a lot the site holds, never a new code (1.1320(b)); its TLC source or source reference
 *   is a required KDE (1.1340(a)(7), enforced by the schema), and names which lot when the site holds
 *   the code from several sources (decision 155);
 * - receiving keeps the supplier's code, which may be new to the site (1.1345(a)(1)); from an exempt
 *   source the receiver may assign it and is then named as its source (1.1345(b)(1), (5));
 * - a transformation uses lots the site holds (1.1350(a)(1)).
 */
export function checkTlcRules(
  event: TraceEventInput,
  context: TlcCheckContext,
): { field: string; problem: TlcProblem }[] {
  const known = [...context.siteTlcs];
  const holds = (code: string) => isTlcTaken(code, known);
  const problems: { field: string; problem: TlcProblem }[] = [];
  const namedLotProblem = (code: string, source: { location?: LocationRef; reference?: string } | undefined) => {
    if (!context.lots) return holds(code) ? null : "unknown_tlc";
    const picked = pickLot(context.lots.held, code, source && context.lots.sourceOf(source));
    return picked.ok ? null : picked.problem;
  };
  const checkAssigned = (code: string | undefined) => {
    if (code === undefined) return;
    if (holds(code)) problems.push({ field: "tlc", problem: "tlc_taken" });
    else if (context.format && !parseTlc(context.format, code))
      problems.push({ field: "tlc", problem: "tlc_not_in_site_format" });
  };
  switch (event.type) {
    case "initial_packing":
    case "first_land_based_receiving":
      checkAssigned(event.tlc);
      break;
    case "transformation":
      event.inputs.forEach((input, i) => {
        const problem = namedLotProblem(input.tlc, input.tlcSource);
        if (problem === "unknown_tlc") problems.push({ field: `inputs.${i}.tlc`, problem });
        if (problem === "ambiguous_tlc_source") problems.push({ field: `inputs.${i}.tlcSource`, problem });
      });
      checkAssigned(event.tlc);
      break;
    case "shipping": {
      const problem = namedLotProblem(event.tlc, event.tlcSource);
      if (problem === "unknown_tlc") problems.push({ field: "tlc", problem });
      if (problem === "ambiguous_tlc_source") problems.push({ field: "tlcSource", problem });
      break;
    }
    case "receiving":
      if (event.fromExemptSource && !sameLocation(event.tlcSource.location, event.receivingLocation))
        problems.push({ field: "tlcSource", problem: "tlc_source_must_be_receiving_location" });
      break;
    default:
      break;
  }
  return problems;
}

/** The same stored location, or the same description word for word. */
function sameLocation(a: LocationRef | undefined, b: LocationRef): boolean {
  if (!a) return false;
  if (a.kind === "stored" || b.kind === "stored")
    return a.kind === "stored" && b.kind === "stored" && a.locationId === b.locationId;
  return JSON.stringify(a) === JSON.stringify(b);
}

/*
 * The site's TLC format: a small template language. Literal characters are letters, digits and - _ . /
 * (all in GS1's set 82 for AI (10), no parentheses); tokens in braces:
 *   {SITE}  the site's code (A–Z, 0–9, 1–10 characters)
 *   {YYYY} {YY} {MM} {DD}  the assigning date, {YYYYMMDD} {YYMMDD} all of it at once; {JJJ} its day of the
 *          year (001–366), as produce packers write it
 *   {SEQ} or {SEQ:n}  a counter, n digits wide (1–9, default 3), restarting whenever the other tokens change
 * e.g. "{SITE}-{YYYYMMDD}-{SEQ}" → OXNARD-20260307-001. Every token has a fixed width, so a code parses
 * back without ambiguity.
 */
const dateTokens = ["YYYYMMDD", "YYMMDD", "YYYY", "YY", "MM", "DD", "JJJ"] as const;
type DateToken = (typeof dateTokens)[number];
type TemplatePart =
  | { kind: "literal"; text: string }
  | { kind: "site" }
  | { kind: "date"; token: DateToken }
  | { kind: "seq"; width: number };

export type TlcFormat = { template: string; siteCode: string; parts: TemplatePart[] };

export type TlcTemplateProblem =
  | "invalid_site_code"
  | "invalid_character"
  | "unknown_token"
  | "needs_one_sequence"
  | "day_needs_year"
  | "too_long";

/** GS1 AI (10) holds at most 20 characters: a code the case label cannot carry is refused up front. */
export const MAX_TLC_LENGTH = 20;
const widths: Record<DateToken, number> = { YYYYMMDD: 8, YYMMDD: 6, YYYY: 4, YY: 2, MM: 2, DD: 2, JJJ: 3 };

/** Reads and checks a template for a site; the result formats and parses that site's codes. */
export function parseTlcTemplate(
  template: string,
  siteCode: string,
): { ok: true; format: TlcFormat } | { ok: false; problem: TlcTemplateProblem } {
  if (!/^[A-Z0-9]{1,10}$/.test(siteCode)) return { ok: false, problem: "invalid_site_code" };
  const parts: TemplatePart[] = [];
  for (const piece of template.split(/(\{[^{}]*\})/).filter(Boolean)) {
    if (piece.startsWith("{")) {
      const token = piece.slice(1, -1);
      const seq = /^SEQ(?::([1-9]))?$/.exec(token);
      if (token === "SITE") parts.push({ kind: "site" });
      else if ((dateTokens as readonly string[]).includes(token))
        parts.push({ kind: "date", token: token as DateToken });
      else if (seq) parts.push({ kind: "seq", width: seq[1] ? Number(seq[1]) : 3 });
      else return { ok: false, problem: "unknown_token" };
    } else if (/^[A-Za-z0-9\-_./]+$/.test(piece)) parts.push({ kind: "literal", text: piece });
    else return { ok: false, problem: "invalid_character" };
  }
  if (parts.filter((part) => part.kind === "seq").length !== 1) return { ok: false, problem: "needs_one_sequence" };
  const has = (token: DateToken) => parts.some((part) => part.kind === "date" && part.token === token);
  // A month, day or day of the year without the year repeats its codes every year.
  const hasYear = has("YYYY") || has("YY") || has("YYYYMMDD") || has("YYMMDD");
  if ((has("MM") || has("DD") || has("JJJ")) && !hasYear) return { ok: false, problem: "day_needs_year" };
  const format = { template, siteCode, parts };
  if (partWidths(format).reduce((sum, width) => sum + width, 0) > MAX_TLC_LENGTH)
    return { ok: false, problem: "too_long" };
  return { ok: true, format };
}

const partWidths = (format: TlcFormat) =>
  format.parts.map((part) =>
    part.kind === "literal"
      ? part.text.length
      : part.kind === "site"
        ? format.siteCode.length
        : part.kind === "date"
          ? widths[part.token]
          : part.width,
  );

/** The day of the year, 1–366. */
const dayOfYear = (date: IsoDate) => daysBetween(`${date.slice(0, 4)}-01-01`, date) + 1;

/** The code for a date (the site's date of the CTE) and a counter value; null when the counter overflows its width. */
export function formatTlc(format: TlcFormat, date: IsoDate, seq: number): string | null {
  const seqPart = format.parts.find((part) => part.kind === "seq");
  if (!Number.isInteger(seq) || seq < 1 || !seqPart || String(seq).length > seqPart.width) return null;
  const values: Record<DateToken, string> = {
    YYYYMMDD: `${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`,
    YYMMDD: `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`,
    YYYY: date.slice(0, 4),
    YY: date.slice(2, 4),
    MM: date.slice(5, 7),
    DD: date.slice(8, 10),
    JJJ: String(dayOfYear(date)).padStart(3, "0"),
  };
  return format.parts
    .map((part) =>
      part.kind === "literal"
        ? part.text
        : part.kind === "site"
          ? format.siteCode
          : part.kind === "date"
            ? values[part.token]
            : String(seq).padStart(part.width, "0"),
    )
    .join("");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/**
 * A code of the format read back: its counter and, when the template dates it completely, the date (two-
 * digit years are 20YY). Null when the code does not follow the format or names a day that does not exist.
 */
export function parseTlc(format: TlcFormat, code: string): { seq: number; date?: IsoDate } | null {
  const widthsInOrder = partWidths(format);
  const pattern = format.parts
    .map((part, i) =>
      part.kind === "literal"
        ? escape(part.text)
        : part.kind === "site"
          ? escape(format.siteCode)
          : `(\\d{${widthsInOrder[i]}})`,
    )
    .join("");
  const match = new RegExp(`^${pattern}$`, "i").exec(code.trim());
  if (!match) return null;
  const captured = format.parts.filter((part) => part.kind === "date" || part.kind === "seq");
  const value: Partial<Record<"YYYY" | "YY" | "MM" | "DD" | "JJJ" | "SEQ", string>> = {};
  const read = (token: keyof typeof value, text: string) => {
    // The same part of the date twice must say the same thing.
    value[token] = value[token] !== undefined && value[token] !== text ? "conflict" : text;
  };
  captured.forEach((part, i) => {
    const text = match[i + 1]!;
    if (part.kind === "seq") read("SEQ", text);
    else if (part.token === "YYYYMMDD" || part.token === "YYMMDD") {
      const yearWidth = part.token === "YYYYMMDD" ? 4 : 2;
      read(yearWidth === 4 ? "YYYY" : "YY", text.slice(0, yearWidth));
      read("MM", text.slice(yearWidth, yearWidth + 2));
      read("DD", text.slice(yearWidth + 2));
    } else read(part.token, text);
  });
  if (Object.values(value).includes("conflict")) return null;
  const seq = Number(value.SEQ);
  if (seq < 1) return null;
  const year = value.YYYY ?? (value.YY !== undefined ? `20${value.YY}` : undefined);
  if (value.YYYY !== undefined && value.YY !== undefined && value.YYYY.slice(2) !== value.YY) return null;
  let date: IsoDate | undefined;
  if (year && value.MM && value.DD) date = `${year}-${value.MM}-${value.DD}`;
  if (year && value.JJJ) {
    const fromDay = dayFromOrdinal(year, Number(value.JJJ));
    if (!fromDay || (date !== undefined && date !== fromDay)) return null;
    date = fromDay;
  }
  if (date !== undefined && !isIsoDate(date)) return null;
  if (date === undefined && year && value.MM && (Number(value.MM) < 1 || Number(value.MM) > 12)) return null;
  return date === undefined ? { seq } : { seq, date };
}

function dayFromOrdinal(year: string, ordinal: number): IsoDate | null {
  if (ordinal < 1) return null;
  const day = new Date(Date.UTC(Number(year), 0, ordinal));
  if (day.getUTCFullYear() !== Number(year)) return null;
  return `${year}-${String(day.getUTCMonth() + 1).padStart(2, "0")}-${String(day.getUTCDate()).padStart(2, "0")}`;
}

/**
 * The next code of the format for a date: one past the highest counter among the site's codes of the
 * same period (the codes the template would give that date), skipping any code already taken. Null when
 * the counter has run out of digits.
 */
export function nextTlc(format: TlcFormat, date: IsoDate, siteTlcs: Iterable<string>): string | null {
  const existing = [...siteTlcs];
  let highest = 0;
  for (const code of existing) {
    const parsed = parseTlc(format, code);
    if (parsed && sameCode(formatTlc(format, date, parsed.seq) ?? "", code)) highest = Math.max(highest, parsed.seq);
  }
  for (let seq = highest + 1; ; seq++) {
    const code = formatTlc(format, date, seq);
    if (code === null) return null;
    if (!isTlcTaken(code, existing)) return code;
  }
}

const templateMessages: Record<TlcTemplateProblem, string> = {
  invalid_site_code: "Use 1 to 10 capital letters or digits for the site code",
  invalid_character: "Use letters, digits, - _ . / and the tokens in braces",
  unknown_token: "Use only the tokens {SITE}, {YYYYMMDD}, {YYMMDD}, {YYYY}, {YY}, {MM}, {DD}, {JJJ} and {SEQ}",
  needs_one_sequence: "Put exactly one {SEQ} in the format",
  day_needs_year: "A format with a month or day needs the year too",
  too_long: "The format makes codes longer than 20 characters",
};

/** A site's TLC format setting, as the site settings form sends it. */
export const tlcFormatSettingsSchema = z
  .object({
    siteCode: z.string().trim().toUpperCase(),
    template: z
      .string()
      .trim()
      .min(1, "Enter a traceability lot code format")
      .max(60, "The format makes codes longer than 20 characters"),
  })
  .superRefine((settings, ctx) => {
    const parsed = parseTlcTemplate(settings.template, settings.siteCode);
    if (!parsed.ok)
      ctx.addIssue({
        code: "custom",
        path: [parsed.problem === "invalid_site_code" ? "siteCode" : "template"],
        message: templateMessages[parsed.problem],
      });
  });
