/**
 * A traceability lot is its code together with its TLC source (decision 155): "a descriptor … used to
 * uniquely identify a traceability lot within the records of the traceability lot code source" (1.1310),
 * so the same code from two suppliers names two lots. The source is the place that assigned the code,
 * given by its location description or a TLC source reference (1.1340(a)(7), 1.1345(a)(7)). Pure.
 */
import { lotKey } from "./trace";

/** Only letters and digits, accents dropped, lower case: "Oxnard Packhouse, Inc." and "OXNARD PACKHOUSE INC" agree. */
export const sourcePart = (text: string | undefined) =>
  (text ?? "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();

/** The parts of a TLC source that name it: the location's business name and city, and the reference. */
export type TlcSourceParts = { location?: { businessName: string; city: string }; reference?: string };

/**
 * The keys a TLC source can be known by: `loc:<business name>:<city>` for its location description (the
 * same place described at two sites, or by a stored and a described location, gives the same key), and
 * `ref:<reference>` for its TLC source reference (e.g. an FDA Food Facility Registration Number).
 */
export function tlcSourceKeys(source: TlcSourceParts): { location?: string; reference?: string } {
  const keys: { location?: string; reference?: string } = {};
  if (source.location && sourcePart(source.location.businessName))
    keys.location = `loc:${sourcePart(source.location.businessName)}:${sourcePart(source.location.city)}`;
  if (sourcePart(source.reference)) keys.reference = `ref:${sourcePart(source.reference)}`;
  return keys;
}

/** The one key a lot is stored under: its location's when it has one (the source is a place), else its reference's. */
export function tlcSourceKey(source: TlcSourceParts): string {
  const keys = tlcSourceKeys(source);
  return keys.location ?? keys.reference ?? "";
}

export type HeldLot = { tlc: string; sourceKey: string };

export type LotPick<L extends HeldLot> =
  | { ok: true; lot: L }
  /** No lot of the site has the code. */
  | { ok: false; problem: "unknown_tlc" }
  /** Several lots have the code and the source given names none of them, or more than one. */
  | { ok: false; problem: "ambiguous_tlc_source" };

/**
 * The lot of the site a shipping or a transformation's input names by its TLC and TLC source: the lot of
 * that code whose source key is one of the event's (its location's or its reference's). When the site
 * holds one lot of the code, the code alone names it, whatever source is written (the record keeps what
 * was written). When it holds several, the source must tell them apart.
 */
export function pickLot<L extends HeldLot>(
  lots: readonly L[],
  tlc: string,
  source: TlcSourceParts | undefined,
): LotPick<L> {
  const candidates = lots.filter((lot) => lotKey(lot.tlc) === lotKey(tlc));
  if (candidates.length === 0) return { ok: false, problem: "unknown_tlc" };
  const keys = source ? Object.values(tlcSourceKeys(source)) : [];
  const matches = candidates.filter((lot) => keys.includes(lot.sourceKey));
  if (matches.length === 1) return { ok: true, lot: matches[0]! };
  if (matches.length === 0 && candidates.length === 1) return { ok: true, lot: candidates[0]! };
  return { ok: false, problem: "ambiguous_tlc_source" };
}

/**
 * Whether a source written as free text (a query parameter: the key itself, the business name, the
 * business name and city, or the reference) names a lot's source key.
 */
export function sourceMatches(key: string, written: string): boolean {
  if (written.trim().toLowerCase() === key) return true;
  const text = sourcePart(written);
  if (!text) return false;
  const [kind, first = "", second = ""] = key.split(":");
  if (kind === "loc") return text === first || text === first + second;
  return kind === "ref" && text === first;
}
