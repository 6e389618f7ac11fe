import { and, asc, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { addCalendarDays, startOfSiteDay } from "../../../domain/dates";
import { RECORD_COUNT_LIMIT, type RecordList, type RecordListQuery } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, monitoringRecords as r } from "../../db/schema";
import { AppError } from "../../errors";
import { escapeLike } from "./query-helpers";
import { recordStats } from "./record-stats";
import { toRecordView } from "./record-view";
import { recordViewIn } from "./record-summary";
import type { AppLocale } from "../../../domain/i18n/locales";
import { siteAndToday } from "./site-day";

/** `locale`: the reader's language for the summary lines (English when not given). */
export type ListRecordsInput = { siteSlug: string; locale?: AppLocale } & RecordListQuery;

/**
 * The keyset of each sort order, as PostgreSQL prints it (microseconds kept): "recent" is (occurred_at,
 * created_at, id) descending, "due" is (due_date, submitted_at, id) ascending. A cursor is the last
 * row's key, base64url-encoded JSON.
 */
const keys = {
  recent: { columns: sql`(${r.occurredAt}, ${r.createdAt}, ${r.id})`, types: ["timestamptz", "timestamptz", "uuid"] },
  due: { columns: sql`(${r.dueDate}, ${r.submittedAt}, ${r.id})`, types: ["date", "timestamptz", "uuid"] },
} as const;

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(key) && key.length === 3 && key.every((part) => typeof part === "string"))
      return key as [string, string, string];
  } catch {
    // answered below
  }
  throw new AppError("validation", "Unknown cursor", { cursor: "Unknown cursor" });
}

/** The columns of a record the list answers with: every column but the search vector (search reads it in SQL). */
const { searchVector: _searchVector, ...listedColumns } = getTableColumns(r);

/**
 * The SQL filter of a list query at one site (its sites.id and time zone), without the keyset: each
 * filter reads an index in the list's sort order (db/schema/records.ts).
 */
export function recordListFilter(
  organisationId: string,
  site: { id: string; timezone: string },
  query: RecordListQuery,
) {
  const conditions: (SQL | undefined)[] = [eq(r.organisationId, organisationId), eq(r.siteId, site.id)];
  if (query.type) conditions.push(eq(r.type, query.type));
  if (query.status) conditions.push(eq(r.status, query.status));
  if (query.clause) conditions.push(eq(r.clauseId, query.clause));
  // Date filters are site-local calendar days of when the activity happened, bounded as instants (indexed).
  if (query.from) conditions.push(gte(r.occurredAt, startOfSiteDay(query.from, site.timezone)));
  if (query.to) conditions.push(lt(r.occurredAt, startOfSiteDay(addCalendarDays(query.to, 1), site.timezone)));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(r.summary, like),
        ilike(r.clauseId, like),
        ilike(r.performedBy, like),
        ilike(r.notes, like),
        ilike(r.createdByName, like),
      ),
    );
  }
  return { where: and(...conditions), filtered: conditions.length > 2 };
}

/**
 * The statement that reads one page of the list (pageSize + 1 rows, to know whether more follow): the
 * filter, then the keyset after `query.cursor` or the offset of `query.page`, in the sort order.
 */
export function recordPageQuery(db: Db, where: SQL | undefined, query: RecordListQuery) {
  const key = keys[query.sort];
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const keyset = after
    ? sql`${key.columns} ${sql.raw(query.sort === "due" ? ">" : "<")} (${sql.join(
        after.map((part, i) => sql`${part}::${sql.raw(key.types[i]!)}`),
        sql`, `,
      )})`
    : undefined;
  const order =
    query.sort === "due"
      ? [asc(r.dueDate), asc(r.submittedAt), asc(r.id)]
      : [desc(r.occurredAt), desc(r.createdAt), desc(r.id)];
  // Qualified by hand: inside a subquery drizzle would render bare column names, and "id" would bind to attachments.
  const attachmentCount = sql<number>`(select count(*) from ${attachments} a where a.organisation_id = "monitoring_records"."organisation_id" and a.owner_type = 'monitoring_record' and a.owner_id = "monitoring_records"."id")`;
  const cursorKey =
    query.sort === "due"
      ? sql<string>`json_build_array(${r.dueDate}::text, ${r.submittedAt}::text, ${r.id}::text)::text`
      : sql<string>`json_build_array(${r.occurredAt}::text, ${r.createdAt}::text, ${r.id}::text)::text`;
  return db
    .select({ row: listedColumns, attachmentCount, cursorKey })
    .from(r)
    .where(and(where, keyset))
    .orderBy(...order)
    .limit(query.pageSize + 1)
    .offset(after ? 0 : (query.page - 1) * query.pageSize);
}

/**
 * One page of a site's monitoring records, filtered on the server, with the site's summary figures.
 * Each filter reads an index in the list's sort order (db/schema/records.ts); `cursor` pages by keyset
 * (constant cost however deep), `page` by offset for the screens' pager. The summary comes from the
 * counts kept on write; the filtered `total` is counted up to RECORD_COUNT_LIMIT rows.
 */
export async function listRecords(
  db: Db,
  actor: Actor,
  { siteSlug, locale = "en", ...query }: ListRecordsInput,
): Promise<RecordList> {
  const now = new Date();
  const { site, today } = await siteAndToday(db, actor, siteSlug, now);
  const { where, filtered } = recordListFilter(actor.organisationId, site, query);
  const [rows, counted, summary] = await Promise.all([
    recordPageQuery(db, where, query),
    filtered
      ? db.select({ total: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(r)
            .where(where)
            .limit(RECORD_COUNT_LIMIT + 1)
            .as("counted"),
        )
      : Promise.resolve(null),
    recordStats(db, actor.organisationId, site.id, now, today),
  ]);
  const page = rows.slice(0, query.pageSize);
  const more = rows.length > query.pageSize;
  const total = counted ? Number(counted[0]?.total ?? 0) : summary.total;
  return {
    items: page.map(({ row, attachmentCount: count }) =>
      recordViewIn(locale, toRecordView(row, site.slug, today, Number(count))),
    ),
    total: Math.min(total, filtered ? RECORD_COUNT_LIMIT : total),
    page: query.page,
    pageSize: query.pageSize,
    summary,
    nextCursor: more ? Buffer.from(page.at(-1)!.cursorKey, "utf8").toString("base64url") : null,
    totalIsLowerBound: filtered && total > RECORD_COUNT_LIMIT,
  };
}
