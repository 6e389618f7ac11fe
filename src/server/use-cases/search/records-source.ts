import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { monitoringRecords as r, sites } from "../../db/schema";
import { formatCalendarDate, localDate } from "../../../domain/dates";
import { t } from "../../i18n/catalogue";
import { recordSummaryIn } from "../records/record-summary";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/**
 * Monitoring records by type (in English or Spanish), clause, summary, who made it and notes, newest
 * first; opens the record's View. Its type, status and date in the reader's language. Found by the search
 * index (decision 139), which takes the newest matching records rather than ranking every match: a word
 * like "cooler" matches thousands of a year's logs, and the log people look for is the recent one
 * (decision 068).
 */
export const recordSearch: SearchSource = {
  type: "record",
  typeLabel: "Records",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({
        id: r.id,
        type: r.type,
        clauseId: r.clauseId,
        summary: r.summary,
        readings: r.readings,
        status: r.status,
        occurredAt: r.occurredAt,
        site: sites.name,
        siteSlug: sites.slug,
        timezone: sites.timezone,
      })
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(and(eq(r.organisationId, actor.organisationId), siteScope(actor, r.siteId), inArray(r.id, ids)));
    return rows.map((row) => ({
      type: "record",
      typeLabel: typeLabelIn(locale, "record"),
      id: row.id,
      title: t(locale, "screens:search.record.title", {
        type: t(locale, `screens:recordType.${row.type}`),
        clause: row.clauseId,
        date: formatCalendarDate(localDate(row.occurredAt, row.timezone), locale),
      }),
      subtitle: t(locale, "screens:search.record.subtitle", {
        site: row.site,
        status: t(locale, `screens:search.recordStatus.${row.status}`),
        summary: recordSummaryIn(locale, row),
      }),
      url: screenLinks.record(row.id),
      site: row.siteSlug,
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
