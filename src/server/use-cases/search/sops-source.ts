import { and, desc, eq } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { sites, sops as s } from "../../db/schema";
import { fullTextMatch, searchDocument, siteRestriction } from "./full-text";
import type { SearchSource } from "./search-source";

/** SOPs by title, category, tags, clauses and body. */
export const sopSearch: SearchSource = {
  type: "sop",
  typeLabel: "SOPs",
  async search(db, actor, { tsQuery, limit }) {
    const { matches, rank } = fullTextMatch(searchDocument(s.title, s.category, s.tags, s.clauseIds, s.body), tsQuery);
    const rows = await db
      .select({
        id: s.id,
        title: s.title,
        category: s.category,
        status: s.status,
        version: s.currentVersion,
        site: sites.name,
        siteSlug: sites.slug,
        rank,
      })
      .from(s)
      .innerJoin(sites, eq(sites.id, s.siteId))
      .where(and(eq(s.organisationId, actor.organisationId), siteRestriction(actor, s.siteId), matches))
      .orderBy(desc(rank), s.title)
      .limit(limit);
    return rows.map((row) => ({
      type: "sop",
      typeLabel: "SOPs",
      id: row.id,
      title: row.title,
      subtitle: [row.site, row.category, row.status, row.version ? `v${row.version}` : null]
        .filter(Boolean)
        .join(" · "),
      url: screenLinks.sop(row.id),
      site: row.siteSlug,
      rank: Number(row.rank),
    }));
  },
};
