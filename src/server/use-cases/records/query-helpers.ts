/** `text` for an ILIKE pattern: %, _ and \ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A row of SQL counts (strings or bigints from the driver) as numbers; a missing row is all zeros. */
export function counts<K extends string>(row: Record<K, unknown> | undefined, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, Number(row?.[k] ?? 0)])) as Record<K, number>;
}
