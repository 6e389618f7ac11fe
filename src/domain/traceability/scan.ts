/**
 * Reading a lot code field that may hold a scanned GS1-128 case label (decision 137): a scanner types the
 * label's element string (`]C1`, AIs, GS after variable-length fields) or someone pastes its printed
 * form with parentheses. Such a value is parsed into its GTIN and lot; anything else is a typed TLC.
 */
import type { IsoDate } from "../dates";
import { GS, type Gs1Problem, type ParsedCaseLabel, parseGs1ElementString } from "./gs1";

/** Whether a value is a GS1 element string rather than a typed lot code. */
export const looksLikeGs1 = (value: string) => {
  const v = value.trim();
  return v.startsWith("]C1") || v.includes(GS) || /^\((01|10)\)/.test(v) || /^01\d{14}(10|1[1357]|37)/.test(v);
};

export type ScannedLot =
  | { kind: "typed"; tlc: string }
  | { kind: "scanned"; tlc: string; label: ParsedCaseLabel }
  | { kind: "unreadable"; problem: Gs1Problem | "no_lot" };

/** The TLC a lot code field holds: typed as is, or the (10) lot of a scanned label. */
export function readLotField(value: string, today: IsoDate): ScannedLot {
  if (!looksLikeGs1(value)) return { kind: "typed", tlc: value.trim() };
  const parsed = parseGs1ElementString(value, today);
  if (!parsed.ok) return { kind: "unreadable", problem: parsed.problem };
  if (!parsed.label.lot) return { kind: "unreadable", problem: "no_lot" };
  return { kind: "scanned", tlc: parsed.label.lot, label: parsed.label };
}
