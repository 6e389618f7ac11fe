import { count } from "drizzle-orm";
import type { AppRole } from "../../domain/roles";
import { recordEvent } from "../use-cases/audit/record-event";
import { hashPassword } from "../auth/password";
import type { Db } from "./client";
import { memberships, organisations, sites, users } from "./schema";
import { demoSeedSteps } from "./seed-steps";

/** Every demo account signs in with this password (README: Demo accounts). */
export const DEMO_PASSWORD = "clausewise-demo";

export const demoUsers: { email: string; name: string; role: AppRole; site?: string }[] = [
  { email: "admin@clausewise.demo", name: "Alex Rivera", role: "admin" },
  { email: "pcqi@clausewise.demo", name: "Maria Gonzalez", role: "pcqi" },
  { email: "qa.manager@clausewise.demo", name: "Daniel Kim", role: "qa_manager" },
  { email: "qa.tech@clausewise.demo", name: "Sofia Ramirez", role: "qa_tech" },
  { email: "supervisor@clausewise.demo", name: "James Carter", role: "supervisor", site: "yuma" },
  { email: "viewer@clausewise.demo", name: "Priya Patel", role: "viewer" },
];

export const demoSites = [
  {
    slug: "oxnard",
    name: "Oxnard Packhouse",
    address: "2150 E Vineyard Ave, Oxnard, CA 93036",
    timezone: "America/Los_Angeles",
    type: "packhouse" as const,
  },
  {
    slug: "yuma",
    name: "Yuma Harvest Operations",
    address: "4200 S Avenue 3E, Yuma, AZ 85365",
    timezone: "America/Phoenix",
    type: "harvest" as const,
  },
];

/** Ids the area steps need: site ids by slug, user ids by role, and the demo "now" to date data from. */
export interface DemoSeedContext {
  organisationId: string;
  sites: Record<string, string>;
  users: Record<string, string>;
  now: Date;
}
export type DemoSeedStep = (tx: Db, ctx: DemoSeedContext) => Promise<void>;

export const DEMO_ORGANISATION = "Pacific Fresh Produce Co.";

/** Seeds the demo organisation once: does nothing when any organisation exists. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisations);
  if ((existing?.n ?? 0) > 0) return false;
  await seedDemoOrganisation(db);
  return true;
}

export async function seedDemoOrganisation(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organisations).values({ name: DEMO_ORGANISATION }).returning();
    const organisationId = org!.id;
    const siteRows = await tx
      .insert(sites)
      .values(demoSites.map((s) => ({ ...s, organisationId })))
      .returning();
    const siteIds = Object.fromEntries(siteRows.map((s) => [s.slug, s.id]));
    const userIds: Record<string, string> = {};
    for (const demo of demoUsers) {
      const [user] = await tx.insert(users).values({ email: demo.email, name: demo.name, passwordHash }).returning();
      userIds[demo.role] = user!.id;
      await tx.insert(memberships).values({
        userId: user!.id,
        organisationId,
        role: demo.role,
        restrictedSiteId: demo.site ? siteIds[demo.site] : null,
      });
    }
    const system = { userId: null, organisationId, name: "System (demo seed)" };
    for (const site of siteRows) {
      await recordEvent(tx, system, {
        action: "site.create",
        entityType: "site",
        entityId: site.slug,
        siteId: site.id,
        after: { name: site.name },
      });
    }
    const now = new Date();
    for (const step of demoSeedSteps) await step(tx, { organisationId, sites: siteIds, users: userIds, now });
  });
}
