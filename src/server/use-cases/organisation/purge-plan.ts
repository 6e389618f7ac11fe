import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

/**
 * How the purge (and the export) finds an organisation's rows in each table:
 * - `organisation`: the table's own `organisation_id` (found by itself for every table that has one);
 * - `via`: through a parent table that has one (`column` references `parent.id`);
 * - `user`: rows of the organisation's user accounts (`column` references `users.id`);
 * - `users`, `throttle`, `self`: the accounts themselves, their sign-in counters, the organisation row;
 * - `tombstone`: kept on purpose (the deletion record that remains, decision 079);
 * - `global`: the application's own bookkeeping, no organisation's rows (the search index's version).
 */
export type PurgeRule =
  | { kind: "organisation" }
  | { kind: "via"; column: string; parent: string }
  | { kind: "user"; column: string }
  | { kind: "users" }
  | { kind: "throttle" }
  | { kind: "self" }
  | { kind: "tombstone" }
  | { kind: "global" };

/**
 * Tables without an `organisation_id` of their own, and tables kept on purpose. A new table that has no
 * `organisation_id` and is not named here makes `purgePlan()` throw, so it cannot be forgotten: the
 * unit test beside this file and tests/organisation-deletion.test.ts fail until it is classified.
 */
const explicitRules: Record<string, PurgeRule> = {
  organisations: { kind: "self" },
  users: { kind: "users" },
  login_throttle: { kind: "throttle" },
  user_two_factor: { kind: "user", column: "user_id" },
  recovery_codes: { kind: "user", column: "user_id" },
  password_resets: { kind: "user", column: "user_id" },
  training_kiosk_tickets: { kind: "via", column: "kiosk_id", parent: "training_kiosks" },
  organisation_deletions: { kind: "tombstone" },
  search_index_state: { kind: "global" },
  fda_sheet_days: { kind: "via", column: "site_id", parent: "sites" },
  fda_sheet_pieces: { kind: "via", column: "site_id", parent: "sites" },
};

export interface PurgeStep {
  table: string;
  rule: PurgeRule;
}

/** Every table of the schema, by its SQL name, with the tables it references. */
export function schemaTables() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        columns: config.columns.map((c) => ({ name: c.name, sqlType: c.getSQLType() })),
        references: config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name),
      };
    });
}

/**
 * Every table with its rule, in an order that deletes children before the rows they reference (the
 * foreign keys of the schema, sorted topologically). Throws naming any table without a rule.
 */
export function purgePlan(): PurgeStep[] {
  const tables = schemaTables();
  const unclassified: string[] = [];
  const rules = new Map<string, PurgeRule>();
  for (const t of tables) {
    const rule =
      explicitRules[t.name] ??
      (t.columns.some((c) => c.name === "organisation_id") ? ({ kind: "organisation" } as const) : undefined);
    if (rule) rules.set(t.name, rule);
    else unclassified.push(t.name);
  }
  if (unclassified.length > 0)
    throw new Error(
      `No purge rule for table(s) ${unclassified.join(", ")}: give each an organisation_id or a rule in purge-plan.ts.`,
    );
  // Kahn's algorithm on "child before parent": a table is ready once no remaining table references it.
  const referencedBy = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const t of tables)
    for (const parent of t.references) if (parent !== t.name) referencedBy.get(parent)!.add(t.name);
  const order: PurgeStep[] = [];
  const remaining = new Set(tables.map((t) => t.name));
  while (remaining.size > 0) {
    const ready = [...remaining].filter((name) => [...referencedBy.get(name)!].every((child) => !remaining.has(child)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${[...remaining].join(", ")}`);
    for (const name of ready.sort()) {
      order.push({ table: name, rule: rules.get(name)! });
      remaining.delete(name);
    }
  }
  return order;
}
