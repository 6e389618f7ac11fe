import { and, desc, eq } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { holdStatusLabels } from "../../../domain/records/catalogue";
import { holds as h, sites } from "../../db/schema";
import { fullTextMatch, searchDocument, siteRestriction } from "./full-text";
import type { SearchSource } from "./search-source";

/** Holds by item, lot code, reason, type and notes. */
export const holdSearch: SearchSource = {
  type: "hold",
  typeLabel: "Holds",
  async search(db, actor, { tsQuery, limit }) {
    const { matches, rank } = fullTextMatch(searchDocument(h.itemName, h.lotCode, h.reason, h.type, h.notes), tsQuery);
    const rows = await db
      .select({
        id: h.id,
        itemName: h.itemName,
        lotCode: h.lotCode,
        status: h.status,
        quantity: h.quantity,
        unit: h.unit,
        site: sites.name,
        siteSlug: sites.slug,
        rank,
      })
      .from(h)
      .innerJoin(sites, eq(sites.id, h.siteId))
      .where(and(eq(h.organisationId, actor.organisationId), siteRestriction(actor, h.siteId), matches))
      .orderBy(desc(rank), desc(h.holdAt))
      .limit(limit);
    return rows.map((row) => ({
      type: "hold",
      typeLabel: "Holds",
      id: row.id,
      title: row.itemName,
      subtitle: [row.site, holdStatusLabels[row.status], `${row.quantity} ${row.unit}`, row.lotCode]
        .filter(Boolean)
        .join(" · "),
      url: screenLinks.hold(row.id),
      site: row.siteSlug,
      rank: Number(row.rank),
    }));
  },
};
