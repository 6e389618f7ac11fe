import { count } from "drizzle-orm";
import { recordEvent } from "../use-cases/audit/record-event";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { memberships, organisations, sites, users } from "../db/schema";
import { DEMO_ORGANISATION, DEMO_PASSWORD, demoSites, demoUsers } from "./demo-organisation";
import { demoSeedSteps } from "./seed-steps";

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
