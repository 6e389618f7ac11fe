import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteScopeView } from "../../../domain/schemas/scope-api";
import { defaultScope, scopeTotals } from "../../../domain/scope";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { findSite, toSiteView } from "../sites/site-access";
import { readStoredScope } from "./load-applied-scope";
import { findScopeRow, sameScope } from "./scope-row";

async function userName(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.name ?? null;
}

/** The site's primary contact: the organisation's active PCQI, else its first active administrator. */
async function primaryContact(db: Db, organisationId: string) {
  const rows = await db
    .select({ name: users.name, email: users.email, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(users.active, true),
        inArray(memberships.role, ["pcqi", "admin"]),
      ),
    )
    .orderBy(asc(memberships.createdAt));
  const contact = rows.find((r) => r.role === "pcqi") ?? rows[0];
  return contact ? { name: contact.name, email: contact.email } : null;
}

/** The wizard's view of a site's scope: the draft (saved, else applied, else default) and the applied one. */
export async function getSiteScope(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }): Promise<SiteScopeView> {
  const site = await findSite(db, actor, siteSlug);
  const row = await findScopeRow(db, actor.organisationId, site.id);
  const applied = row?.applied ? readStoredScope(row.applied) : null;
  const draft = row ? readStoredScope(row.draft) : defaultScope();
  return {
    site: toSiteView(site),
    primaryContact: await primaryContact(db, actor.organisationId),
    draft,
    applied,
    confirmedAt: row?.confirmedAt?.toISOString() ?? null,
    confirmedBy: await userName(db, row?.confirmedBy ?? null),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: await userName(db, row?.updatedBy ?? null),
    totals: scopeTotals(draft),
    hasUnappliedChanges: row !== null && (applied === null || !sameScope(draft, applied)),
  };
}
