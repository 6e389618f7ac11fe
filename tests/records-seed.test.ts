import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, organisations, sites, users } from "../src/server/db/schema";
import { demoFigures } from "../src/server/demo/demo-figures";
import { demoSites, demoUsers } from "../src/server/demo/demo-organisation";
import { seedDemoRecords } from "../src/server/demo/records/seed-demo-records";
import { deviationStats, holdStats, recordStats } from "../src/server/use-cases/records/record-stats";
import { openTestDatabase, type TestDatabase } from "./support/test-database";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb.dispose());

describe("the records demo seed holds its figures whatever day it runs", () => {
  // A week of mornings and late evenings (local), including weekends and a DST change.
  const nows = [
    ...Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2025, 2, 3 + i, 16, 0))),
    ...Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2025, 9, 28 + i, 6, 45))),
  ];

  it.each(nows.map((now) => [now.toISOString(), now] as const))("now = %s", async (_label, now) => {
    const db = testDb.database.db;
    const ctx = await db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organisations)
        .values({ name: `Seed check ${now.toISOString()}` })
        .returning();
      const rows = await tx
        .insert(sites)
        .values(demoSites.map((s) => ({ ...s, organisationId: org!.id })))
        .returning();
      // One member per demo role: the seed acts as each of them (a record's author never verifies it).
      const members: Record<string, string> = {};
      for (const demo of demoUsers) {
        const [user] = await tx
          .insert(users)
          .values({ email: `${demo.role}-${now.getTime()}@example.test`, name: demo.name, passwordHash: "x" })
          .returning();
        await tx.insert(memberships).values({ userId: user!.id, organisationId: org!.id, role: demo.role });
        members[demo.role] = user!.id;
      }
      const context = {
        organisationId: org!.id,
        sites: Object.fromEntries(rows.map((s) => [s.slug, s.id])),
        users: members,
        now,
      };
      await seedDemoRecords(tx, context);
      return context;
    });
    const oxnard = ctx.sites.oxnard!;
    expect(await recordStats(db, ctx.organisationId, oxnard, now)).toMatchObject({
      pending: demoFigures.oxnard.recordsToVerify,
      dueWithin7Days: demoFigures.oxnard.recordsDueWithin7Days,
      overdue: 0,
    });
    expect(await deviationStats(db, ctx.organisationId, oxnard, now)).toEqual({
      open: demoFigures.oxnard.openDeviations,
      overdue: demoFigures.oxnard.overdueDeviations,
    });
    expect(await holdStats(db, ctx.organisationId, oxnard, now)).toEqual({
      onHold: demoFigures.oxnard.holdsOnHold,
      stale: demoFigures.oxnard.staleHolds,
    });
    expect(await recordStats(db, ctx.organisationId, ctx.sites.yuma!, now)).toMatchObject({
      pending: demoFigures.yuma.recordsToVerify,
      dueWithin7Days: demoFigures.yuma.recordsDueWithin7Days,
      overdue: 0,
    });
  });
});
