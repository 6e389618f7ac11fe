import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { incidents as i, sites } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/** Incidents by title, description, clause, immediate action and reporter; severity and status in the reader's language. */
export const incidentSearch: SearchSource = {
  type: "incident",
  typeLabel: "Incidents",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({
        id: i.id,
        title: i.title,
        severity: i.severity,
        status: i.status,
        clauseId: i.clauseId,
        site: sites.name,
        siteSlug: sites.slug,
      })
      .from(i)
      .innerJoin(sites, eq(sites.id, i.siteId))
      .where(and(eq(i.organisationId, actor.organisationId), siteScope(actor, i.siteId), inArray(i.id, ids)));

    return rows.map((row) => ({
      type: "incident",
      typeLabel: typeLabelIn(locale, "incident"),
      id: row.id,
      title: row.title,
      subtitle: t(locale, "screens:search.incident.subtitle", {
        site: row.site,
        severity: t(locale, `screens:search.severity.${row.severity}`),
        status: t(locale, `screens:search.incidentStatus.${row.status}`),
        clause: row.clauseId,
      }),
      url: screenLinks.incident(row.id),
      site: row.siteSlug,
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
