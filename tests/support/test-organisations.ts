import { hashPassword } from "../../src/server/auth/password";
import type { Db } from "../../src/server/db/db";
import { memberships, organisations, sites, users } from "../../src/server/db/schema";
import { seedDemoOrganisation } from "../../src/server/demo/seed-demo";

/** A second, unrelated organisation: same site slug as the demo's on purpose, to prove isolation. */
export const otherOrg = {
  name: "Desert Bloom Farms",
  email: "owner@desertbloom.test",
  password: "desert-bloom-password",
  siteSlug: "oxnard",
};

/** What every API test starts from: the demo organisation, and the other organisation with its admin. */
export async function seedTestOrganisations(db: Db) {
  await seedDemoOrganisation(db);
  await db.transaction(async (tx) => {
    const [org] = await tx.insert(organisations).values({ name: otherOrg.name }).returning();
    const [site] = await tx
      .insert(sites)
      .values({
        organisationId: org!.id,
        slug: otherOrg.siteSlug,
        name: "Desert Bloom Ranch",
        address: "1 Ranch Rd, Coachella, CA 92236",
        timezone: "America/Los_Angeles",
        type: "grower",
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({ email: otherOrg.email, name: "Olivia Stone", passwordHash: await hashPassword(otherOrg.password) })
      .returning();
    await tx
      .insert(memberships)
      .values({ userId: user!.id, organisationId: org!.id, role: "admin", currentSiteId: site!.id });
  });
}
