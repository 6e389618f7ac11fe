import { and, eq, inArray, ne } from "drizzle-orm";
import { attachments as a, sites, sops } from "../../db/schema";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/**
 * Files filed into current SOPs, by their text (a scan's by its OCR text): the file's name, its SOP and
 * site, the passage that matched, and a link opening the file at that passage's page.
 */
export const sopFileSearch: SearchSource = {
  type: "sop_file",
  typeLabel: "SOP files",
  async search(db, actor, { ids, ranks, locale, passages }) {
    const rows = await db
      .select({
        id: a.id,
        filename: a.filename,
        sopTitle: sops.title,
        site: sites.name,
        siteSlug: sites.slug,
      })
      .from(a)
      .innerJoin(sops, and(eq(sops.id, a.ownerId), eq(sops.organisationId, a.organisationId)))
      .innerJoin(sites, eq(sites.id, sops.siteId))
      .where(
        and(
          eq(a.organisationId, actor.organisationId),
          eq(a.ownerType, "sop"),
          ne(sops.status, "archived"),
          siteScope(actor, sops.siteId),
          inArray(a.id, ids),
        ),
      );
    const best = new Map(passages.map((p) => [p.id, p]));
    return rows.map((row) => ({
      type: "sop_file",
      typeLabel: typeLabelIn(locale, "sop_file"),
      id: row.id,
      title: row.filename,
      subtitle: [row.sopTitle, row.site].join(" · "),
      quote: best.get(row.id)?.quote,
      url: best.get(row.id)?.url ?? `/api/files/${row.id}`,
      site: row.siteSlug,
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
