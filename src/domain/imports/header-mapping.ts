/**
 * Generic header mapping for spreadsheet imports (issue 19): a file's columns matched to the fields an
 * import needs by their header names, in English and Spanish. Pure and shared by every importer (log
 * records here; FSMA trace events and others can hand it their own targets).
 */

/** A field an import fills: its key and the header names (any language) a column may carry for it. */
export interface ImportTarget {
  key: string;
  /** Header names that mean this field, e.g. ["Date", "Fecha"]; compared after `normaliseHeader`. */
  names: readonly string[];
  required: boolean;
}

/** Target key → the 0-based index of the column that fills it, or null when no column does. */
export type ColumnMapping = Record<string, number | null>;

/** A header as compared: lower case, accents and punctuation dropped, runs of spaces made one. */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * The key of a file layout: its normalised headers in order. Two files with the same columns (whatever
 * their case, accents or spacing) share a layout, so a mapping chosen for one is proposed for the next.
 */
export const layoutKey = (headers: readonly string[]): string => headers.map(normaliseHeader).join("|");

/**
 * Proposes which column fills each target: an exact (normalised) header name first, then a header that
 * starts with or contains one of the names as whole words. A column fills one target at most, and targets
 * are served in the order given (so a more specific target listed first wins its column).
 */
export function proposeMapping(headers: readonly string[], targets: readonly ImportTarget[]): ColumnMapping {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = Object.fromEntries(targets.map((t) => [t.key, null]));
  const pass = (matches: (header: string, name: string) => boolean) => {
    for (const target of targets) {
      if (mapping[target.key] !== null) continue;
      const names = target.names.map(normaliseHeader).filter(Boolean);
      const index = normalised.findIndex((h, i) => !taken.has(i) && h !== "" && names.some((n) => matches(h, n)));
      if (index >= 0) {
        mapping[target.key] = index;
        taken.add(index);
      }
    }
  };
  pass((header, name) => header === name);
  pass((header, name) => ` ${header} `.includes(` ${name} `));
  return mapping;
}

/**
 * A remembered mapping made to fit a file: only the targets still asked for, only columns the file has;
 * targets it does not name stay unmapped.
 */
export function fitMapping(
  remembered: ColumnMapping,
  targets: readonly ImportTarget[],
  columnCount: number,
): ColumnMapping {
  return Object.fromEntries(
    targets.map((t) => {
      const index = remembered[t.key];
      return [t.key, typeof index === "number" && index >= 0 && index < columnCount ? index : null];
    }),
  );
}

/** The problems of a mapping as target key → reason: a required target without a column, a column used twice. */
export function mappingProblems(
  mapping: ColumnMapping,
  targets: readonly ImportTarget[],
  columnCount: number,
): Record<string, "required" | "unknown_column" | "column_twice" | "unknown_target"> {
  const problems: Record<string, "required" | "unknown_column" | "column_twice" | "unknown_target"> = {};
  const known = new Set(targets.map((t) => t.key));
  for (const key of Object.keys(mapping)) if (!known.has(key)) problems[key] = "unknown_target";
  const used = new Map<number, string>();
  for (const target of targets) {
    const index = mapping[target.key] ?? null;
    if (index === null) {
      if (target.required) problems[target.key] = "required";
      continue;
    }
    if (!Number.isInteger(index) || index < 0 || index >= columnCount) problems[target.key] = "unknown_column";
    else if (used.has(index)) problems[target.key] = "column_twice";
    else used.set(index, target.key);
  }
  return problems;
}

/** One data row of a file as target key → its cell's text (trimmed; "" for an empty or unmapped cell). */
export function mappedValues(cells: readonly string[], mapping: ColumnMapping): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapping).map(([key, index]) => [key, index === null ? "" : (cells[index] ?? "").trim()]),
  );
}
