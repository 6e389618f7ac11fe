import { count, eq } from "drizzle-orm";
import { shiftInstant } from "../../domain/dates";
import { hashPassword } from "../auth/password";
import type { Db } from "../db/client";
import { memberships, organisations, sites, users } from "../db/schema";
import { createSite } from "../use-cases/sites/create-site";
import { DEMO_ORGANISATION, DEMO_PASSWORD, demoSites, demoUsers } from "./demo-organisation";
import { demoSystemActor } from "./demo-actor";
import { setMembershipSites } from "../use-cases/team/site-restrictions";
import { demoSeedSteps } from "./seed-steps";

/** Seeds the demo organisation once: does nothing when any organisation exists. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisations);
  if ((existing?.n ?? 0) > 0) return false;
  await seedDemoOrganisation(db);
  return true;
}

/**
 * Creates the demo organisation in one transaction. The organisation and its six accounts are written
 * here: no use-case adds members with a chosen password (sign-up creates one administrator and refuses
 * the public demo password as too weak). Everything else goes through the use-cases the routes call,
 * each told when it happened (decisions 075, 076): the sites here, then the area steps.
 */
export async function seedDemoOrganisation(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organisations).values({ name: DEMO_ORGANISATION }).returning();
    const organisationId = org!.id;
    const now = new Date();
    // The sites exist from before the demo's history starts (a year ago).
    const system = demoSystemActor(organisationId, shiftInstant(now, { days: -730 }));
    for (const site of demoSites) await createSite(tx, system, site);
    const siteRows = await tx
      .select({ id: sites.id, slug: sites.slug })
      .from(sites)
      .where(eq(sites.organisationId, organisationId));
    const siteIds = Object.fromEntries(siteRows.map((s) => [s.slug, s.id]));
    const userIds: Record<string, string> = {};
    for (const demo of demoUsers) {
      const [user] = await tx.insert(users).values({ email: demo.email, name: demo.name, passwordHash }).returning();
      userIds[demo.role] = user!.id;
      const [membership] = await tx
        .insert(memberships)
        .values({ userId: user!.id, organisationId, role: demo.role })
        .returning();
      await setMembershipSites(tx, membership!, demo.site ? [siteIds[demo.site]!] : null);
    }
    for (const step of demoSeedSteps) await step(tx, { organisationId, sites: siteIds, users: userIds, now });
  });
}
