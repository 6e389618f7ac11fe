import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { shiftInstant } from "../../../domain/dates";
import { HOLD_STALE_DAYS } from "../../../domain/records/catalogue";
import type { HoldList, HoldListQuery } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { holds } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { toHoldView } from "./hold-view";
import { counts, escapeLike } from "./query-helpers";

export type ListHoldsInput = { siteSlug: string } & HoldListQuery;

/** One page of a site's holds, filtered on the server, with the site's hold figures. */
export async function listHolds(db: Db, actor: Actor, { siteSlug, ...query }: ListHoldsInput): Promise<HoldList> {
  const site = await findSite(db, actor, siteSlug);
  const now = new Date();
  const base = [eq(holds.organisationId, actor.organisationId), eq(holds.siteId, site.id)];
  const conditions: (SQL | undefined)[] = [...base];
  if (query.type) conditions.push(eq(holds.type, query.type));
  if (query.status) conditions.push(eq(holds.status, query.status));
  if (query.reason) conditions.push(eq(holds.reason, query.reason));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(holds.itemName, like),
        ilike(holds.lotCode, like),
        ilike(holds.notes, like),
        ilike(holds.holdByName, like),
      ),
    );
  }
  const where = and(...conditions);
  const staleBefore = shiftInstant(now, { days: -HOLD_STALE_DAYS }).toISOString();
  const monthAgo = shiftInstant(now, { days: -30 }).toISOString();
  const [rows, [counted], [summary]] = await Promise.all([
    db
      .select()
      .from(holds)
      .where(where)
      .orderBy(sql`${holds.status} = 'released'`, desc(holds.holdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql`count(*)` }).from(holds).where(where),
    db
      .select({
        onHold: sql`count(*) filter (where ${holds.status} = 'on_hold')`,
        released: sql`count(*) filter (where ${holds.status} = 'released')`,
        stale: sql`count(*) filter (where ${holds.status} = 'on_hold' and ${holds.holdAt} < ${staleBefore})`,
        releasedLast30Days: sql`count(*) filter (where ${holds.status} = 'released' and ${holds.releasedAt} >= ${monthAgo})`,
      })
      .from(holds)
      .where(and(...base)),
  ]);
  return {
    items: rows.map((row) => toHoldView(row, site.slug, now)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary: counts(summary, ["onHold", "released", "stale", "releasedLast30Days"]),
  };
}
