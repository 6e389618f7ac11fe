import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { addCalendarDays } from "../../../domain/dates";
import type { RecordList, RecordListQuery } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, monitoringRecords as r } from "../../db/schema";
import { escapeLike } from "./query-helpers";
import { recordStats } from "./record-stats";
import { toRecordView } from "./record-view";
import { siteAndToday } from "./site-day";

export type ListRecordsInput = { siteSlug: string } & RecordListQuery;

/** One page of a site's monitoring records, filtered on the server, with the site's summary figures. */
export async function listRecords(db: Db, actor: Actor, { siteSlug, ...query }: ListRecordsInput): Promise<RecordList> {
  const now = new Date();
  const { site, today } = await siteAndToday(db, actor, siteSlug, now);
  const conditions: (SQL | undefined)[] = [eq(r.organisationId, actor.organisationId), eq(r.siteId, site.id)];
  if (query.type) conditions.push(eq(r.type, query.type));
  if (query.status) conditions.push(eq(r.status, query.status));
  if (query.clause) conditions.push(eq(r.clauseId, query.clause));
  // Date filters are site-local calendar days of when the activity happened.
  if (query.from) conditions.push(gte(sql`(${r.occurredAt} at time zone ${site.timezone})::date`, query.from));
  if (query.to)
    conditions.push(lt(sql`(${r.occurredAt} at time zone ${site.timezone})::date`, addCalendarDays(query.to, 1)));
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
  const where = and(...conditions);
  const order = query.sort === "due" ? [asc(r.dueDate), asc(r.submittedAt)] : [desc(r.occurredAt), desc(r.createdAt)];
  // Qualified by hand: inside a subquery drizzle would render bare column names, and "id" would bind to attachments.
  const attachmentCount = sql<number>`(select count(*) from ${attachments} a where a.owner_type = 'monitoring_record' and a.owner_id = "monitoring_records"."id")`;
  const [rows, [counted], summary] = await Promise.all([
    db
      .select({ row: r, attachmentCount })
      .from(r)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql`count(*)` }).from(r).where(where),
    recordStats(db, actor.organisationId, site.id, now),
  ]);
  return {
    items: rows.map(({ row, attachmentCount: count }) => toRecordView(row, site.slug, today, Number(count))),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary,
  };
}
