/**
 * GS1 element strings for case labels (GS1 General Specifications, section 3 "Application Identifier
 * definitions" and 7.8 "Processing of data from a GS1 symbology"; PTI case labels carry (01) GTIN and
 * (10) lot, often a (13) pack date). Hand-written because no parser library is installed: only the AIs
 * a produce case label uses, 01 10 11 13 15 17 37.
 */
import { addCalendarDays, daysInMonth, isIsoDate, type IsoDate } from "../dates";

/** The group separator that stands for FNC1 after a variable-length field in scanned data. */
export const GS = "\u001d";

/** GS1 mod-10 check digit of the digits before it: weights 3,1,3,… from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 whose last digit is its check digit. */
export function isValidGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  return gs1CheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}

/** The 14 digits AI (01) carries: shorter GTINs are padded with zeros on the left. */
export const gtin14 = (gtin: string) => gtin.padStart(14, "0");

/** GS1 AI encodable character set 82 (General Specifications 7.11, figure 7.11-1). */
const cset82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** A lot of AI (10): 1 to 20 characters of set 82. Parentheses are refused: they would split the printed form. */
export const isValidGs1Lot = (lot: string) => lot.length <= 20 && cset82.test(lot) && !/[()]/.test(lot);

type DateAi = "11" | "13" | "15" | "17";
/** The dates a case label may carry, by AI: production, packaging, best before, expiration. */
export const dateAis = {
  productionDate: "11",
  packDate: "13",
  bestBefore: "15",
  expiry: "17",
} as const satisfies Record<string, DateAi>;
export type Gs1Dates = Partial<Record<keyof typeof dateAis, IsoDate>>;

export type CaseLabel = Gs1Dates & { gtin: string; lot: string; count?: number };

export type Gs1Problem =
  | "invalid_gtin"
  | "invalid_lot"
  | "invalid_date"
  | "invalid_count"
  | "unknown_ai"
  | "truncated"
  | "missing_gtin"
  | "duplicate_ai";

/** An IsoDate as YYMMDD; the century is the label reader's to infer (see `fromYymmdd`). */
const toYymmdd = (date: IsoDate) => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;

/**
 * The element string of a case label, AIs in the order (01) (10) dates (37), as the human-readable line
 * prints it — `(01)10614141000415(10)ABC123(13)250307` — or as the barcode encodes it (`raw`): no
 * parentheses, a GS after each variable-length field (10, 37) that is not last. Refuses a bad GTIN, lot,
 * date or count rather than print a label nobody can scan back.
 */
export function buildGs1ElementString(
  label: CaseLabel,
  form: "printed" | "raw" = "printed",
): { ok: true; value: string } | { ok: false; problem: Gs1Problem } {
  if (!isValidGtin(label.gtin)) return { ok: false, problem: "invalid_gtin" };
  if (!isValidGs1Lot(label.lot)) return { ok: false, problem: "invalid_lot" };
  const fields: [ai: string, value: string][] = [
    ["01", gtin14(label.gtin)],
    ["10", label.lot],
  ];
  for (const [name, ai] of Object.entries(dateAis) as [keyof Gs1Dates, DateAi][]) {
    const date = label[name];
    if (date === undefined) continue;
    if (!isIsoDate(date)) return { ok: false, problem: "invalid_date" };
    fields.push([ai, toYymmdd(date)]);
  }
  if (label.count !== undefined) {
    if (!Number.isInteger(label.count) || label.count < 0 || label.count > 99_999_999)
      return { ok: false, problem: "invalid_count" };
    fields.push(["37", String(label.count)]);
  }
  if (form === "printed") return { ok: true, value: fields.map(([ai, value]) => `(${ai})${value}`).join("") };
  const raw = fields.map(([ai, value], i) => `${ai}${value}${variable[ai] && i < fields.length - 1 ? GS : ""}`);
  return { ok: true, value: raw.join("") };
}

/** The data length of each AI read here: a number is fixed, `variable` marks the variable-length ones. */
const fixedLength: Record<string, number> = { "01": 14, "11": 6, "13": 6, "15": 6, "17": 6 };
const variable: Record<string, number> = { "10": 20, "37": 8 };

/**
 * YYMMDD → IsoDate. The century follows GS1 General Specifications 7.12: the year nearest to `today`'s,
 * looking 49 years back and 50 ahead. Day 00 means the month's last day (for best-before and expiry, and
 * accepted for all dates here).
 */
export function fromYymmdd(yymmdd: string, today: IsoDate): IsoDate | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const currentYear = Number(today.slice(0, 4));
  const difference = yy - (currentYear % 100);
  const century = Math.floor(currentYear / 100) + (difference >= 51 ? -1 : difference <= -50 ? 1 : 0);
  const year = century * 100 + yy;
  if (month < 1 || month > 12) return null;
  const day = yymmdd.slice(4) === "00" ? daysInMonth(year, month) : Number(yymmdd.slice(4));
  const date = `${year}-${yymmdd.slice(2, 4)}-${String(day).padStart(2, "0")}`;
  return isIsoDate(date) ? date : null;
}

export type ParsedCaseLabel = Gs1Dates & { gtin: string; lot?: string; count?: number };

/**
 * A scanned or typed GS1-128 string → GTIN, lot, dates and count. Accepts a symbology identifier (`]C1`
 * for GS1-128) in front, GS (how a scanner sends FNC1) after variable-length fields, and the printed form
 * with parentheses. `today` (the site's date) settles the century of YYMMDD dates.
 */
export function parseGs1ElementString(
  input: string,
  today: IsoDate,
): { ok: true; label: ParsedCaseLabel } | { ok: false; problem: Gs1Problem } {
  const fields = splitFields(input.trim());
  if (!fields.ok) return fields;
  const label: Partial<ParsedCaseLabel> = {};
  const seen = new Set<string>();
  for (const [ai, value] of fields.fields) {
    if (seen.has(ai)) return { ok: false, problem: "duplicate_ai" };
    seen.add(ai);
    if (ai === "01") {
      if (!/^\d{14}$/.test(value) || !isValidGtin(value)) return { ok: false, problem: "invalid_gtin" };
      label.gtin = value;
    } else if (ai === "10") {
      if (!value || !(value.length <= 20 && cset82.test(value))) return { ok: false, problem: "invalid_lot" };
      label.lot = value;
    } else if (ai === "37") {
      if (!/^\d{1,8}$/.test(value)) return { ok: false, problem: "invalid_count" };
      label.count = Number(value);
    } else {
      const date = fromYymmdd(value, today);
      if (!date) return { ok: false, problem: "invalid_date" };
      const name = (Object.keys(dateAis) as (keyof Gs1Dates)[]).find((key) => dateAis[key] === ai)!;
      label[name] = date;
    }
  }
  if (!label.gtin) return { ok: false, problem: "missing_gtin" };
  return { ok: true, label: label as ParsedCaseLabel };
}

type Split = { ok: true; fields: [string, string][] } | { ok: false; problem: Gs1Problem };

function splitFields(input: string): Split {
  if (input.startsWith("(")) return splitPrinted(input);
  // Symbology identifiers a scanner may prepend: ]C1 GS1-128, ]e0 GS1 DataBar, ]d2 / ]Q3 GS1 2D codes.
  const data = input.replace(/^\](C1|e0|d2|Q3)/, "").replace(new RegExp(`^${GS}`), "");
  const fields: [string, string][] = [];
  let at = 0;
  while (at < data.length) {
    const ai = data.slice(at, at + 2);
    at += 2;
    const fixed = fixedLength[ai];
    if (fixed !== undefined) {
      if (at + fixed > data.length) return { ok: false, problem: "truncated" };
      fields.push([ai, data.slice(at, at + fixed)]);
      at += fixed;
      // A reader may send a GS after a fixed-length field too; it means nothing there.
      if (data[at] === GS) at++;
    } else if (variable[ai] !== undefined) {
      const end = data.indexOf(GS, at);
      const stop = end === -1 ? data.length : end;
      if (stop - at > variable[ai]) return { ok: false, problem: ai === "10" ? "invalid_lot" : "invalid_count" };
      fields.push([ai, data.slice(at, stop)]);
      at = end === -1 ? data.length : end + 1;
    } else return { ok: false, problem: "unknown_ai" };
  }
  return { ok: true, fields };
}

/** "(01)…(10)…": each field is its AI in parentheses and the data up to the next "(" . */
function splitPrinted(input: string): Split {
  const fields: [string, string][] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/gy;
  let match: RegExpExecArray | null;
  let read = 0;
  while ((match = pattern.exec(input)) !== null) {
    const [whole, ai, value] = match as unknown as [string, string, string];
    if (fixedLength[ai] === undefined && variable[ai] === undefined) return { ok: false, problem: "unknown_ai" };
    const fixed = fixedLength[ai];
    if (fixed !== undefined && value.replace(/\s+$/, "").length !== fixed) return { ok: false, problem: "truncated" };
    fields.push([ai, value.replace(/\s+$/, "")]);
    read += whole.length;
  }
  if (read !== input.length) return { ok: false, problem: "truncated" };
  return { ok: true, fields };
}

/**
 * The dates a case label prints (decision 149): (13) the day the lot was packed or made, and, when the
 * product has a shelf life, that many days later as (15) best before or (17) use by. A lot whose packing
 * date the site does not know (received) prints no date.
 */
export function caseLabelDates(
  packDate: IsoDate | undefined,
  shelfLife: { days: number; dateKind: "best_before" | "use_by" } | undefined,
): Gs1Dates {
  if (!packDate) return {};
  if (!shelfLife) return { packDate };
  const until = addCalendarDays(packDate, shelfLife.days);
  return shelfLife.dateKind === "best_before" ? { packDate, bestBefore: until } : { packDate, expiry: until };
}
