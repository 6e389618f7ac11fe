import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "../../src/server/db/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../../src/server/db/client";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A fresh PGlite database migrated up to just before the migration whose tag ends with `tagSuffix` (the
 * same migration files, the journal cut before it), to fill with rows as they were and then migrate to
 * the latest: how a migration's data step is tested.
 */
export async function databaseBeforeMigration(tagSuffix: string) {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
  const target = journal.entries.find((e) => e.tag.endsWith(tagSuffix));
  if (!target) throw new Error(`no migration ends with ${tagSuffix}`);
  const before = mkdtempSync(join(tmpdir(), "cw-migrations-"));
  cpSync(migrationsFolder, before, { recursive: true });
  const cut = journal.entries.filter((e) => e.idx < target.idx);
  writeFileSync(join(before, "meta/_journal.json"), JSON.stringify({ ...journal, entries: cut }));
  const client = await openPglite();
  await migrate(drizzle(client), { migrationsFolder: before });
  const one = async <T>(query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows[0]!;
  return {
    client,
    /** How many migrations the latest journal lists. */
    migrationCount: journal.entries.length,
    one,
    /**
     * The rows most old data hangs from, written by SQL as the schema of the time has them: an organisation
     * (Valle Verde), its site salinas, and a user of it (Ana Ruiz).
     */
    organisationSiteAndUser: async () => {
      const { id: org } = await one<{ id: string }>(
        `insert into organisations (name) values ('Valle Verde') returning id`,
      );
      const { id: site } = await one<{ id: string }>(
        `insert into sites (organisation_id, slug, name, address, timezone, type)
         values ($1, 'salinas', 'Salinas', 'Salinas, CA', 'America/Los_Angeles', 'packhouse') returning id`,
        [org],
      );
      const { id: user } = await one<{ id: string }>(
        `insert into users (email, name, password_hash) values ('qa@valleverde.example', 'Ana Ruiz', 'x') returning id`,
      );
      return { org, site, user };
    },
    migrateToLatest: () => migrate(drizzle(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}
