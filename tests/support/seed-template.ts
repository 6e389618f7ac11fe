import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { openPglite } from "../../src/server/db/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { ensureSearchIndex } from "../../src/server/use-cases/search/index-passages";
import { seedTestOrganisations } from "./test-organisations";

/** Where every API test's seeded database is copied from: made once per run. */
export type SeedTemplate = { kind: "pglite"; dumpFile: string } | { kind: "postgres"; database: string };

declare module "vitest" {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

/**
 * Migrates and seeds the demo organisation (and the second, unrelated one) once, then every
 * `createTestApp` starts from a copy: PGlite from this dump of its data directory, PostgreSQL from a
 * template database. The seed runs through the use-cases and takes seconds; copying takes a fraction.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cw_template_${randomBytes(6).toString("hex")}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), jobs: { supervise: false } });
    try {
      await database.migrate();
      await seedTestOrganisations(database.db);
      await ensureSearchIndex(database.db);
    } finally {
      await database.close();
    }
    project.provide("seedTemplate", { kind: "postgres", database: name });
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-template-"));
  const database = await openDatabase({ dataDir: dir, jobs: { supervise: false } });
  try {
    await database.migrate();
    await seedTestOrganisations(database.db);
    await ensureSearchIndex(database.db);
  } finally {
    await database.close();
  }
  const client = await openPglite(path.join(dir, "pglite"));
  const dumpFile = path.join(dir, "seeded.tar.gz");
  try {
    fs.writeFileSync(dumpFile, new Uint8Array(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("seedTemplate", { kind: "pglite", dumpFile });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
