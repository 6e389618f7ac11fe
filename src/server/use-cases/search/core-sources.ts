import { and, desc, eq, sql } from "drizzle-orm";
import { appPages } from "../../../domain/app-pages";
import { builtinCatalogue, builtinCatalogueWords } from "../../../domain/catalogue";
import { can } from "../../../domain/permissions";
import { textRank } from "../../../domain/search";
import { sites } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { pageTitleIn, typeLabelIn } from "./search-words";

export const siteSearch: SearchSource = {
  type: "site",
  typeLabel: "Sites",
  async search(db, actor, { tsQuery, limit, locale }) {
    const document = sql`to_tsvector('simple', ${sites.slug} || ' ' || ${sites.name} || ' ' || ${sites.address})`;
    const rank = sql<number>`ts_rank(${document}, to_tsquery('simple', ${tsQuery}))`;
    const rows = await db
      .select({ slug: sites.slug, name: sites.name, address: sites.address, rank })
      .from(sites)
      .where(
        and(
          eq(sites.organisationId, actor.organisationId),
          siteScope(actor, sites.id),
          sql`${document} @@ to_tsquery('simple', ${tsQuery})`,
        ),
      )
      .orderBy(desc(rank))
      .limit(limit);
    return rows.map((r) => ({
      type: "site",
      typeLabel: typeLabelIn(locale, "site"),
      id: r.slug,
      title: r.name,
      subtitle: r.address,
      url: `/app/settings/sites/${r.slug}`,
      rank: Number(r.rank),
    }));
  },
};

export const clauseSearch: SearchSource = {
  type: "clause",
  typeLabel: "Clauses",
  /**
   * Found by the index by id, title and group (in English, and in Spanish for a Spanish reader,
   * decision 127); titled in her language.
   */
  async search(_db, _actor, { ids, ranks, locale }) {
    return builtinCatalogue.clauses
      .filter((c) => ranks.has(c.id) && ids.includes(c.id))
      .map((clause) => {
        const title = builtinCatalogueWords.clauseTitle(builtinCatalogue.id, clause.id, locale, clause.title);
        return { clause, title, rank: ranks.get(clause.id)! };
      })
      .map(({ clause, title, rank }) => ({
        type: "clause",
        typeLabel: typeLabelIn(locale, "clause"),
        id: clause.id,
        title: `${clause.id} ${title}`,
        subtitle: t(locale, "screens:search.clause.subtitle", { module: clause.module, count: clause.points }),
        url: `/app/records/monitoring?clause=${encodeURIComponent(clause.id)}`,
        rank,
      }));
  },
};

export const pageSearch: SearchSource = {
  type: "page",
  typeLabel: "Pages",
  /** By title and group, in English and the reader's language (the web's navigation words). */
  async search(_db, actor, { q, limit, locale }) {
    return appPages
      .filter((p) => !p.permission || can(actor.role, p.permission))
      .map((p) => {
        const title = pageTitleIn(locale, p.path);
        const group = p.groupPath ? pageTitleIn(locale, p.groupPath) : "";
        const rank = Math.max(textRank(q, p.title, p.group), locale === "en" ? 0 : textRank(q, title, group));
        return { page: p, title, group, rank };
      })
      .filter((r) => r.rank > 0)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit)
      .map(({ page, title, group, rank }) => ({
        type: "page",
        typeLabel: typeLabelIn(locale, "page"),
        id: page.path,
        title,
        subtitle: group || undefined,
        url: page.path,
        // A page is a shortcut: rank it a little above records of equal relevance.
        rank: rank + 0.05,
      }));
  },
};
