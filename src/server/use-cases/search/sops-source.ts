import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { sites, sops as s } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/** SOPs by title, category (also in the reader's language), tags, clauses and body. */
export const sopSearch: SearchSource = {
  type: "sop",
  typeLabel: "SOPs",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({
        id: s.id,
        title: s.title,
        category: s.category,
        status: s.status,
        version: s.currentVersion,
        site: sites.name,
        siteSlug: sites.slug,
      })
      .from(s)
      .innerJoin(sites, eq(sites.id, s.siteId))
      .where(and(eq(s.organisationId, actor.organisationId), siteScope(actor, s.siteId), inArray(s.id, ids)));

    return rows.map((row) => ({
      type: "sop",
      typeLabel: typeLabelIn(locale, "sop"),
      id: row.id,
      title: row.title,
      subtitle: [
        row.site,
        t(locale, `screens:search.sopCategory.${row.category}`),
        t(locale, `screens:search.sopStatus.${row.status}`),
        row.version ? `v${row.version}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
      url: screenLinks.sop(row.id),
      site: row.siteSlug,
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
