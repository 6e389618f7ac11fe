import { sql } from "drizzle-orm";
import type { TestDatabase } from "./test-database";

type Db = TestDatabase["database"]["db"];

/**
 * Counts the statements that change any table of this database's `public` schema, from the moment it is
 * installed until `remove()`: a statement-level trigger on every table bumps a sequence. Unlike a transaction
 * id, which PostgreSQL assigns cluster-wide (so another test file's database moves it), the count is this
 * database's alone; and a sequence's value is not rolled back, so a write undone later still counts.
 */
export async function installWriteProbe(db: Db) {
  const tables = (
    (await db.execute(sql`
      select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`)) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);
  await db.execute(sql`create sequence public.write_probe_count`);
  await db.execute(
    sql`create function public.write_probe_bump() returns trigger language plpgsql as $$
      begin perform nextval('public.write_probe_count'); return null; end $$`,
  );
  for (const table of tables)
    await db.execute(
      sql.raw(`create trigger write_probe after insert or update or delete or truncate on public.${table}
        for each statement execute function public.write_probe_bump()`),
    );
  const count = async () =>
    Number(
      (
        (await db.execute(
          sql`select case when is_called then last_value else 0 end as n from public.write_probe_count`,
        )) as unknown as { rows: { n: string }[] }
      ).rows[0]!.n,
    );
  return {
    count,
    async remove() {
      for (const table of tables) await db.execute(sql.raw(`drop trigger write_probe on public.${table}`));
      await db.execute(sql`drop function public.write_probe_bump()`);
      await db.execute(sql`drop sequence public.write_probe_count`);
    },
  };
}
