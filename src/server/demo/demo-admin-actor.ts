import { and, eq } from "drizzle-orm";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { memberships, organisations, users } from "../db/schema";
import { DEMO_ORGANISATION, demoUsers } from "./demo-organisation";

/** The demo organisation's administrator as an actor, for the Ask eval and bench (no session). */
export async function demoAdminActor(db: Db): Promise<Actor> {
  const admin = demoUsers.find((u) => u.role === "admin")!;
  const [row] = await db
    .select({ userId: users.id, organisationId: organisations.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(and(eq(users.email, admin.email), eq(organisations.name, DEMO_ORGANISATION)));
  if (!row) throw new Error("The demo organisation is not seeded");
  return { ...row, role: "admin", restrictedSiteIds: null, currentSiteId: null, sessionTokenHash: null };
}
