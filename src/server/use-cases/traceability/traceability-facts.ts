import { and, desc, eq, isNotNull, min, type SQL, sql } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import { cteTypes, kdeFields, type KdeField } from "../../../domain/traceability/kde";
import { drillElapsed } from "../../../domain/traceability/recall-drill";
import type { TraceabilityFacts } from "../../../domain/traceability/traceability-work";
import type { Db } from "../../db/client";
import { recallDrills, sites, traceEvents } from "../../db/schema";
import { currentSignedPlan } from "./traceability-plan";

/** The domain's `present` (completeness.ts) in SQL: not absent, null, blank text, an empty list or object. */
const present = (value: SQL) =>
  sql`coalesce(case jsonb_typeof(${value}) when 'null' then false when 'string' then btrim(${value} #>> '{}') <> '' when 'array' then jsonb_array_length(${value}) > 0 when 'object' then ${value} <> '{}'::jsonb when 'number' then true when 'boolean' then true end, false)`;

/** A KDE at `value` is there with each of its required parts. */
const kdeThere = (value: SQL, parts: readonly string[] | undefined) =>
  sql.join(
    [present(value), ...(parts ?? []).map((part) => present(sql`(${value} -> ${sql.raw(`'${part}'`)})`))],
    sql` and `,
  );

/** One required KDE of `kdeFields` held by the event; a list's KDE by every element (a missing list skips it). */
function fieldHeld(field: KdeField): SQL {
  const [list, inner] = field.path.split("[].") as [string, string | undefined];
  const at = (name: string) => sql.raw(`'${name}'`);
  if (inner === undefined) return kdeThere(sql`(${traceEvents.kdes} -> ${at(list)})`, field.parts);
  const items = sql`(${traceEvents.kdes} -> ${at(list)})`;
  return sql`not exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${items}) = 'array' then ${items} else '[]'::jsonb end) as kde_item(value) where not (${kdeThere(sql`(kde_item.value -> ${at(inner)})`, field.parts)}))`;
}

/**
 * Whether a stored event holds every required KDE of its CTE: `missingKdes(event).length === 0` of
 * completeness.ts written as one SQL condition from the same `kdeFields`, so the overview counts complete
 * events in one aggregate instead of reading every event (a test checks both agree on the demo season).
 */
export const eventComplete: SQL = sql`(case ${traceEvents.type} ${sql.join(
  cteTypes.map((type) => {
    const required = kdeFields[type].filter((f) => f.required);
    return sql`when ${sql.raw(`'${type}'`)} then ${required.length ? sql.join(required.map(fieldHeld), sql` and `) : sql`true`}`;
  }),
  sql` `,
)} else true end)`;

/**
 * A site's FSMA 204 facts for the overview (decision 141): its events counted (all, lacking a required KDE,
 * the first capture) in one statement, its latest closed mock recall drill, and its latest signed
 * traceability plan with whether the configuration still gives it (decision 153).
 */
export async function loadTraceabilityFacts(
  db: Db,
  organisationId: string,
  site: { id: string; timezone: string },
): Promise<TraceabilityFacts> {
  const [[counts], [drill], plan] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        incomplete: sql<number>`(count(*) filter (where not ${eventComplete}))::int`,
        first: min(traceEvents.capturedAt),
      })
      .from(traceEvents)
      .where(and(eq(traceEvents.organisationId, organisationId), eq(traceEvents.siteId, site.id))),
    db
      .select({ id: recallDrills.id, startedAt: recallDrills.startedAt, closedAt: recallDrills.closedAt })
      .from(recallDrills)
      .where(
        and(
          eq(recallDrills.organisationId, organisationId),
          eq(recallDrills.siteId, site.id),
          isNotNull(recallDrills.closedAt),
        ),
      )
      .orderBy(desc(recallDrills.closedAt))
      .limit(1),
    db
      .select()
      .from(sites)
      .where(and(eq(sites.id, site.id), eq(sites.organisationId, organisationId)))
      .then(([row]) => (row ? currentSignedPlan(db, row) : null)),
  ]);
  const first = counts?.first ? new Date(counts.first) : null;
  return {
    events: {
      total: Number(counts?.total ?? 0),
      incomplete: Number(counts?.incomplete ?? 0),
      firstCapturedOn: first ? localDate(first, site.timezone) : null,
    },
    lastDrill:
      drill?.closedAt != null
        ? {
            id: drill.id,
            closedOn: localDate(drill.closedAt, site.timezone),
            minutes: drillElapsed(drill.startedAt, drill.closedAt).minutes,
          }
        : null,
    plan: plan
      ? { version: plan.row.version, signedOn: localDate(plan.row.signedAt, site.timezone), current: plan.current }
      : null,
  };
}
