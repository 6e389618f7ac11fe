/**
 * Column mapping for spreadsheet imports (CSV or XLSX, decision 144): the fields an import fills, each
 * with the header names a person might give its column in English and Spanish; a proposal that maps a
 * file's headers onto them; and a row's cells read through a mapping. Generic: the traceability import
 * uses it, and so can any other import (log records, master data). Pure.
 */
import { z } from "zod";
import { message, type Message } from "../i18n/message";
import { type ImportTarget, proposeMapping as proposeHeaderMapping } from "./header-mapping";

/** A field an import fills: its key (a dotted path in what is built) and the header names that mean it. */
export type ImportField = Pick<ImportTarget, "key" | "names">;

/** A field key → the index of the file's column that fills it (columns left out fill nothing). */
export type ColumnMapping = Record<string, number>;

export const columnMappingSchema = z.record(
  z.string().min(1).max(120),
  z.number({ error: "Choose a column" }).int().min(0, "Choose a column"),
  { error: "Map the file's columns to fields" },
);

/** A header as compared: lower case, words of camelCase apart, without accents, punctuation or repeated spaces. */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Proposes which column fills which field (`proposeMapping` of the header mapping, decision 144's way): a
 * header equal to one of a field's names or to its key in words ("quantity.value" → "quantity value"),
 * then a header that holds a name as whole words, the longest name first (so "harvest date" beats "date").
 * Headers are compared with their camelCase words apart. Fields without a column are left out.
 */
export function proposeMapping(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const proposed = proposeHeaderMapping(
    headers,
    fields.map((field) => ({ key: field.key, names: [field.key.replace(/\.\d+\./g, " "), ...field.names] })),
    { words: normaliseHeader, longestNameFirst: true },
  );
  return Object.fromEntries(
    Object.entries(proposed).flatMap(([key, column]) => (column === null ? [] : [[key, column]])),
  );
}

/** The mapping's problems: a column the file does not have, a field the import does not know. */
export function mappingProblems(
  mapping: ColumnMapping,
  headers: readonly string[],
  fields: readonly ImportField[],
): Record<string, Message> {
  const known = new Set(fields.map((f) => f.key));
  const problems: Record<string, Message> = {};
  const taken = new Map<number, string>();
  for (const [key, column] of Object.entries(mapping)) {
    if (!known.has(key)) problems[`mapping.${key}`] = message("Not a field of this import");
    else if (column >= headers.length) problems[`mapping.${key}`] = message("The file has no such column");
    else if (taken.has(column)) problems[`mapping.${key}`] = message("This column already fills another field");
    else taken.set(column, key);
  }
  return problems;
}

/** A row's values by field key: each mapped cell trimmed, empty cells left out. */
export function mappedValues(cells: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, column] of Object.entries(mapping)) {
    const cell = (cells[column] ?? "").trim();
    if (cell !== "") values[key] = cell;
  }
  return values;
}

/** Sets `value` at a dotted path, making objects (and lists, for a numeric part) on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let at: Record<string, unknown> | unknown[] = target;
  parts.forEach((part, i) => {
    const key = /^\d+$/.test(part) ? Number(part) : part;
    const container = at as Record<string | number, unknown>;
    if (i === parts.length - 1) {
      container[key] = value;
      return;
    }
    if (typeof container[key] !== "object" || container[key] === null)
      container[key] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
    at = container[key] as Record<string, unknown>;
  });
}
