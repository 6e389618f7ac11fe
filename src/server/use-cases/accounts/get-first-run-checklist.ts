import { and, count, eq, ne } from "drizzle-orm";
import { firstRunChecklist, type FirstRunChecklist } from "../../../domain/accounts/first-run";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees, memberships, sites, users } from "../../db/schema";

/** What the organisation has set up so far, for the overview's first-run checklist. */
export async function getFirstRunChecklist(db: Db, actor: Actor): Promise<FirstRunChecklist> {
  const org = actor.organisationId;
  const [siteCounts] = await db.select({ all: count() }).from(sites).where(eq(sites.organisationId, org));
  const [confirmed] = await db
    .select({ n: count() })
    .from(sites)
    .where(and(eq(sites.organisationId, org), eq(sites.scopeConfirmed, true)));
  const [teammates] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, org), ne(memberships.userId, actor.userId!), eq(users.active, true)));
  const [staff] = await db.select({ n: count() }).from(employees).where(eq(employees.organisationId, org));
  return firstRunChecklist({
    sites: siteCounts?.all ?? 0,
    sitesWithConfirmedScope: confirmed?.n ?? 0,
    teammates: teammates?.n ?? 0,
    employees: staff?.n ?? 0,
  });
}
