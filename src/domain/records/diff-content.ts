/** Flattens nested content to dotted paths, e.g. { readings: { reading: 3 } } → "readings.reading" → "3". */
function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>))
      flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    return out;
  }
  out.set(prefix, value === null || value === undefined ? "" : String(value));
  return out;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What a correction changed, field by field (added or removed fields show as empty on one side). */
export function diffContent(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before, "", new Map());
  const b = flatten(after, "", new Map());
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields.flatMap((field) => {
    const was = a.get(field) ?? "";
    const now = b.get(field) ?? "";
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}
