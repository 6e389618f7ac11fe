import { and, asc, eq, inArray } from "drizzle-orm";
import { builtinCatalogue, builtinCatalogueWords, getModule, groupName } from "../../../domain/catalogue";
import type { AppLocale } from "../../../domain/i18n/locales";
import { permissions } from "../../../domain/permissions";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { siteApplicableClauses } from "../scope/load-applied-scope";
import { findSite, siteAllowed } from "../sites/site-access";
import { restrictedSiteIdsColumn } from "../../auth/restricted-sites";
import { t } from "../../i18n/catalogue";

/**
 * What the Schedule dialog offers for a site: its applicable modules and clauses (from the confirmed
 * scope) and the members who may run audits, worded in `locale`.
 */
export async function getInternalAuditOptions(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale: AppLocale },
) {
  const words = builtinCatalogueWords;
  const site = await findSite(db, actor, siteSlug);
  const clauses = await siteApplicableClauses(db, actor.organisationId, site.id);
  const moduleIds = [...new Set(clauses.map((c) => c.module))];
  const auditorRoles = [...permissions["audits.run"]];
  const auditors = await db
    .select({ id: users.id, name: users.name, role: memberships.role, restrictedSiteIds: restrictedSiteIdsColumn })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, actor.organisationId),
        eq(users.active, true),
        inArray(memberships.role, auditorRoles),
      ),
    )
    .orderBy(asc(users.name));
  return {
    modules: moduleIds.map((id) => ({
      id,
      name: words.moduleName(builtinCatalogue.id, id, locale, getModule(id)?.name ?? id),
      clauses: clauses.filter((c) => c.module === id).length,
    })),
    clauses: clauses.map((c) => ({
      id: c.id,
      module: c.module,
      title: words.clauseTitle(builtinCatalogue.id, c.id, locale, c.title),
      points: c.points,
      section: groupName(c.tags[0]!, builtinCatalogue, locale),
      na: c.na,
    })),
    auditors: auditors
      .filter((a) =>
        siteAllowed({ restrictedSiteIds: a.restrictedSiteIds?.length ? a.restrictedSiteIds : null }, site.id),
      )
      .map((a) => ({ id: a.id, name: a.name, role: t(locale, `emails:role.${a.role}`) })),
  };
}
