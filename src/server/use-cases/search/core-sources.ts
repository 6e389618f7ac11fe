import { and, desc, eq, sql } from "drizzle-orm";
import { appPages } from "../../../domain/app-pages";
import { builtinCatalogue } from "../../../domain/catalogue";
import { can } from "../../../domain/permissions";
import { textRank } from "../../../domain/search";
import { sites } from "../../db/schema";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";

export const siteSearch: SearchSource = {
  type: "site",
  typeLabel: "Sites",
  async search(db, actor, { tsQuery, limit }) {
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
      typeLabel: "Sites",
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
  async search(_db, _actor, { q, limit }) {
    return builtinCatalogue.clauses
      .map((c) => ({ clause: c, rank: textRank(q, `${c.id} ${c.title}`, c.tags.join(" ")) }))
      .filter((r) => r.rank > 0)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit)
      .map(({ clause, rank }) => ({
        type: "clause",
        typeLabel: "Clauses",
        id: clause.id,
        title: `${clause.id} ${clause.title}`,
        subtitle: `${clause.module} · ${clause.points} points`,
        url: `/app/records/monitoring?clause=${encodeURIComponent(clause.id)}`,
        rank,
      }));
  },
};

export const pageSearch: SearchSource = {
  type: "page",
  typeLabel: "Pages",
  async search(_db, actor, { q, limit }) {
    return appPages
      .filter((p) => !p.permission || can(actor.role, p.permission))
      .map((p) => ({ page: p, rank: textRank(q, p.title, p.group) }))
      .filter((r) => r.rank > 0)
      .sort((a, b) => b.rank - a.rank)
      .slice(0, limit)
      .map(({ page, rank }) => ({
        type: "page",
        typeLabel: "Pages",
        id: page.path,
        title: page.title,
        subtitle: page.group || undefined,
        url: page.path,
        // A page is a shortcut: rank it a little above records of equal relevance.
        rank: rank + 0.05,
      }));
  },
};
