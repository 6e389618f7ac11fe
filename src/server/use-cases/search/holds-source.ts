import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { holdUnits } from "../../../domain/records/catalogue";
import { holds as h, sites } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { formatQuantity, typeLabelIn } from "./search-words";

const isHoldUnit = (unit: string): unit is (typeof holdUnits)[number] =>
  (holdUnits as readonly string[]).includes(unit);

/**
 * Holds by item, lot code, reason, type (their codes, and their labels in the reader's language) and
 * notes; status and unit in her language.
 */
export const holdSearch: SearchSource = {
  type: "hold",
  typeLabel: "Holds",
  async search(db, actor, { ids, ranks, locale }) {
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
      })
      .from(h)
      .innerJoin(sites, eq(sites.id, h.siteId))
      .where(and(eq(h.organisationId, actor.organisationId), siteScope(actor, h.siteId), inArray(h.id, ids)));

    return rows.map((row) => ({
      type: "hold",
      typeLabel: typeLabelIn(locale, "hold"),
      id: row.id,
      title: row.itemName,
      subtitle: [
        row.site,
        t(locale, `screens:search.holdStatus.${row.status}`),
        t(locale, "screens:search.hold.quantity", {
          quantity: formatQuantity(row.quantity, locale),
          unit: isHoldUnit(row.unit) ? t(locale, `screens:search.holdUnit.${row.unit}`) : row.unit,
        }),
        row.lotCode,
      ]
        .filter(Boolean)
        .join(" · "),
      url: screenLinks.hold(row.id),
      site: row.siteSlug,
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
