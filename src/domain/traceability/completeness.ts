/**
 * KDE completeness: of the events recorded, the share that hold every KDE the rule requires for their CTE
 * (`kdeFields`, 1.1325–1.1350), and which KDEs each incomplete event lacks. Stored events are read as
 * they are, not re-validated: events imported from a partner, or recorded before a KDE was required,
 * may lack some.
 */
import { z } from "zod";
import { type CteType, kdeFields } from "./kde";

/** An event as stored: its id, its CTE and its KDEs, any of which may be missing. */
export type StoredTraceEvent = { id: string; type: CteType } & Record<string, unknown>;

/** Present: neither absent, null, blank text, nor an empty list or object. */
function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

/** The missing ones of a KDE at `at`: the KDE itself when absent, else each required part it lacks. */
function missingAt(value: unknown, at: string, parts: readonly string[] | undefined): string[] {
  if (!present(value)) return [at];
  return (parts ?? [])
    .filter((part) => !present((value as Record<string, unknown>)[part]))
    .map((part) => `${at}.${part}`);
}

/**
 * The required KDEs an event lacks, as paths (`received.1.harvestDate` for a list's element,
 * `referenceDocument.number` for a part). A KDE in a list is checked in every element; when the list itself
 * is missing, only the list is named.
 */
export function missingKdes(event: StoredTraceEvent): string[] {
  const missing: string[] = [];
  for (const field of kdeFields[event.type] ?? []) {
    if (!field.required) continue;
    const [list, inner] = field.path.split("[].") as [string, string | undefined];
    if (inner === undefined) {
      missing.push(...missingAt(event[list], list, field.parts));
      continue;
    }
    const items = event[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      const value = typeof item === "object" && item !== null ? (item as Record<string, unknown>)[inner] : undefined;
      missing.push(...missingAt(value, `${list}.${i}.${inner}`, field.parts));
    });
  }
  return missing;
}

export type CompletenessGroup = {
  /** The CTE, and the caller's key within it (a product, a supplier) when one was given. */
  type: CteType;
  key?: string;
  total: number;
  complete: number;
  /** complete / total, from 0 to 1 (a group exists only with events). */
  share: number;
  /** The incomplete events, each with what it lacks. */
  incomplete: { id: string; missing: string[] }[];
};

/**
 * Completeness per CTE (and per `keyOf(event)` within a CTE, e.g. the product or the supplier), in the
 * order of `cteTypes` then of first appearance of each key.
 */
export function kdeCompleteness(
  events: readonly StoredTraceEvent[],
  keyOf?: (event: StoredTraceEvent) => string | undefined,
): CompletenessGroup[] {
  const groups = new Map<string, CompletenessGroup>();
  for (const event of events) {
    const key = keyOf?.(event);
    const id = `${event.type}\u0000${key ?? ""}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        type: event.type,
        ...(key === undefined ? {} : { key }),
        total: 0,
        complete: 0,
        share: 0,
        incomplete: [],
      };
      groups.set(id, group);
    }
    const missing = missingKdes(event);
    group.total++;
    if (missing.length === 0) group.complete++;
    else group.incomplete.push({ id: event.id, missing });
    group.share = group.complete / group.total;
  }
  const order = Object.keys(kdeFields);
  return [...groups.values()].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/**
 * An incomplete stored event with the KDEs it lacks filled from `supplied` (decision 141): a value is taken
 * only where the stored one is not present (an absent KDE, a part of a KDE, an element of a list's KDE);
 * a KDE already recorded is never changed. Returns the filled event and the paths it filled.
 */
export function fillMissingKdes(
  stored: Record<string, unknown>,
  supplied: Record<string, unknown>,
): { kdes: Record<string, unknown>; filled: string[] } {
  const filled: string[] = [];
  const fill = (have: unknown, give: unknown, at: string): unknown => {
    if (!present(have)) {
      if (present(give)) filled.push(at);
      return present(give) ? give : have;
    }
    if (Array.isArray(have) && Array.isArray(give))
      return have.map((item, i) => (i < give.length ? fill(item, give[i], `${at}.${i}`) : item));
    if (isObject(have) && isObject(give)) {
      const out: Record<string, unknown> = { ...have };
      for (const [key, value] of Object.entries(give)) out[key] = fill(have[key], value, at ? `${at}.${key}` : key);
      return out;
    }
    return have;
  };
  return { kdes: fill(stored, supplied, "") as Record<string, unknown>, filled };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `POST /api/sites/:siteId/trace-events/:eventId/complete`: the KDEs the event lacks, shaped as at capture. */
export const completeTraceEventSchema = z.object({
  kdes: z.record(z.string(), z.unknown(), { error: "Send the missing KDEs as an object" }),
});
export const traceEventParamsSchema = z.object({
  siteId: z.string().min(1),
  eventId: z.uuid({ error: "Not a trace event id" }),
});
