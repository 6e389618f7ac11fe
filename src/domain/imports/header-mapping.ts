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

/** How `proposeMapping` compares: how a header (and a name) is put in words, and the order of its second pass. */
export type HeaderMatching = {
  /** A header or name in words; `normaliseHeader` by default. */
  words?: (header: string) => string;
  /**
   * The second pass takes the longest names first, whatever their target (so "harvest date" beats "date"),
   * instead of serving the targets in the order given.
   */
  longestNameFirst?: boolean;
};

/**
 * Proposes which column fills each target, the one way every import proposes a mapping from a file's
 * English or Spanish headers: an exact header name first, then a header that holds one of the names as
 * whole words. A column fills one target at most, and targets are served in the order given (so a more
 * specific target listed first wins its column), or with `longestNameFirst` the longest names first.
 */
export function proposeMapping(
  headers: readonly string[],
  targets: readonly Pick<ImportTarget, "key" | "names">[],
  { words = normaliseHeader, longestNameFirst = false }: HeaderMatching = {},
): ColumnMapping {
  const normalised = headers.map(words);
  const taken = new Set<number>();
  const mapping: ColumnMapping = Object.fromEntries(targets.map((t) => [t.key, null]));
  const namesOf = (target: Pick<ImportTarget, "names">) => [...new Set(target.names.map(words).filter(Boolean))];
  const free = (matches: (header: string) => boolean) =>
    normalised.findIndex((h, i) => !taken.has(i) && h !== "" && matches(h));
  const take = (key: string, index: number) => {
    if (index < 0) return;
    mapping[key] = index;
    taken.add(index);
  };
  const within = (header: string, name: string) => ` ${header} `.includes(` ${name} `);
  for (const target of targets) {
    const names = namesOf(target);
    if (mapping[target.key] === null)
      take(
        target.key,
        free((h) => names.includes(h)),
      );
  }
  const unmapped = targets.filter((t) => mapping[t.key] === null);
  if (longestNameFirst) {
    const candidates = unmapped
      .flatMap((target) => namesOf(target).map((name) => ({ key: target.key, name })))
      .sort((a, b) => b.name.length - a.name.length);
    for (const { key, name } of candidates)
      if (mapping[key] === null)
        take(
          key,
          free((h) => within(h, name)),
        );
  } else
    for (const target of unmapped) {
      const names = namesOf(target);
      take(
        target.key,
        free((h) => names.some((n) => within(h, n))),
      );
    }
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
