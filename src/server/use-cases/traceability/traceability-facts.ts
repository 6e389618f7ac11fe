import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { localDate } from "../../../domain/dates";
import { cteTypes, kdeFields, type KdeField } from "../../../domain/traceability/kde";
import { drillElapsed } from "../../../domain/traceability/recall-drill";
import type { TraceabilityFacts } from "../../../domain/traceability/traceability-work";
import type { Db } from "../../db/client";
import { recallDrills, sites } from "../../db/schema";
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

/** One required KDE of `kdeFields` held in `kdes`; a list's KDE by every element (a missing list skips it). */
function fieldHeld(kdes: SQL, field: KdeField): SQL {
  const [list, inner] = field.path.split("[].") as [string, string | undefined];
  const at = (name: string) => sql.raw(`'${name}'`);
  if (inner === undefined) return kdeThere(sql`(${kdes} -> ${at(list)})`, field.parts);
  const items = sql`(${kdes} -> ${at(list)})`;
  return sql`not exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${items}) = 'array' then ${items} else '[]'::jsonb end) as kde_item(value) where not (${kdeThere(sql`(kde_item.value -> ${at(inner)})`, field.parts)}))`;
}

/**
 * Whether an event of CTE `type` with `kdes` holds every required KDE: `missingKdes(event).length === 0`
 * of completeness.ts written as one SQL condition from the same `kdeFields`. The database's
 * `trace_site_event_counts` (`traceSiteEventCountsBody`) holds it, so that its plan, 36 kB of SQL, is made
 * once per connection instead of on every overview (decision 172).
 */
export const eventCompleteOf = (type: SQL, kdes: SQL): SQL =>
  sql`(case ${type} ${sql.join(
    cteTypes.map((cte) => {
      const required = kdeFields[cte].filter((f) => f.required);
      return sql`when ${sql.raw(`'${cte}'`)} then ${
        required.length
          ? sql.join(
              required.map((f) => fieldHeld(kdes, f)),
              sql` and `,
            )
          : sql`true`
      }`;
    }),
    sql` `,
  )} else true end)`;

/**
 * The body of the database's `trace_site_event_counts(p_organisation, p_site)` (migration 0061): a site's
 * events counted — all, lacking a required KDE (`eventCompleteOf`), the first capture — as PL/pgSQL, whose
 * statement plan a connection makes once and keeps. `tests/traceability-overview.test.ts` checks the stored
 * body is this text: a change of the domain's KDE rules needs a migration that replaces the function.
 */
export function traceSiteEventCountsBody(): string {
  const complete = new PgDialect().sqlToQuery(eventCompleteOf(sql.raw("e.type"), sql.raw("e.kdes"))).sql;
  return `
begin
  select count(*)::int, (count(*) filter (where not ${complete}))::int, min(e.captured_at)
    into total, incomplete, first_captured_at
    from trace_events e
    where e.organisation_id = p_organisation and e.site_id = p_site;
end
`;
}

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
      .execute(
        sql`select total, incomplete, first_captured_at as first from trace_site_event_counts(${organisationId}::uuid, ${site.id}::uuid)`,
      )
      .then(
        (result) =>
          (result as unknown as { rows: { total: number; incomplete: number; first: string | Date | null }[] }).rows,
      ),
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
