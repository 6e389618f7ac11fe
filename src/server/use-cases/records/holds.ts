import { elapsedDays, shiftInstant } from "../../../domain/dates";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { HOLD_STALE_DAYS, releaseLevelsFor, releaseAuthorizationLabels } from "../../../domain/records/catalogue";
import { releaseHold as releaseTransition } from "../../../domain/records/transitions";
import type { HoldInput, HoldList, HoldListQuery, HoldReleaseInput, HoldView } from "../../../domain/schemas/records";
import { recordEvent } from "../../audit/record-event";
import type { Actor } from "../../auth/context";
import type { Db } from "../../db/client";
import { holds, sites } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../errors";
import { assertSiteAllowed, findSite } from "../sites/site-access";
import { counts, escapeLike } from "./query-helpers";

type HoldRow = typeof holds.$inferSelect;

function toHoldView(row: HoldRow, siteSlug: string, now: Date): HoldView {
  const end = row.releasedAt ?? now;
  const daysOnHold = Math.max(0, elapsedDays(row.holdAt, end));
  return {
    id: row.id,
    siteId: siteSlug,
    type: row.type,
    itemName: row.itemName,
    quantity: Number(row.quantity),
    unit: row.unit,
    reason: row.reason as HoldView["reason"],
    notes: row.notes,
    lotCode: row.lotCode,
    status: row.status,
    holdByName: row.holdByName,
    holdAt: row.holdAt.toISOString(),
    daysOnHold,
    stale: row.status === "on_hold" && daysOnHold > HOLD_STALE_DAYS,
    releasedByName: row.releasedByName,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    authorizationLevel: row.authorizationLevel as HoldView["authorizationLevel"],
    releaseNotes: row.releaseNotes,
  };
}

export async function listHolds(db: Db, actor: Actor, siteSlug: string, query: HoldListQuery): Promise<HoldList> {
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

/** One hold, for a link that points at it (a dashboard button, a notification, a search result). */
export async function getHold(db: Db, actor: Actor, id: string): Promise<HoldView> {
  const [found] = await db
    .select({ hold: holds, site: sites })
    .from(holds)
    .innerJoin(sites, eq(sites.id, holds.siteId))
    .where(and(eq(holds.id, id), eq(holds.organisationId, actor.organisationId)));
  if (!found) throw notFound("Hold");
  assertSiteAllowed(actor, found.site.id);
  return toHoldView(found.hold, found.site.slug, new Date());
}

export async function placeHold(db: Db, actor: Actor, siteSlug: string, input: HoldInput): Promise<HoldView> {
  const site = await findSite(db, actor, siteSlug);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(holds)
      .values({
        ...input,
        lotCode: input.lotCode || null,
        organisationId: actor.organisationId,
        siteId: site.id,
        holdBy: actor.userId,
        holdByName: actor.name,
      })
      .returning();
    const view = toHoldView(row!, site.slug, new Date());
    await recordEvent(tx, actor, {
      action: "hold.place",
      entityType: "hold",
      entityId: row!.id,
      siteId: site.id,
      after: view,
    });
    return view;
  });
}

/** Releases an item on hold, signed under an authorization level the actor's role holds. */
export async function releaseHold(db: Db, actor: Actor, id: string, input: HoldReleaseInput): Promise<HoldView> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ hold: holds, site: sites })
      .from(holds)
      .innerJoin(sites, eq(sites.id, holds.siteId))
      .where(and(eq(holds.id, id), eq(holds.organisationId, actor.organisationId)))
      .for("update", { of: holds });
    if (!found) throw notFound("Hold");
    assertSiteAllowed(actor, found.site.id);
    const step = releaseTransition(found.hold.status);
    if (!step.ok) throw conflict(step.reason);
    if (!releaseLevelsFor(actor.role).includes(input.authorizationLevel)) {
      throw forbidden(
        `You may not release under the ${releaseAuthorizationLabels[input.authorizationLevel]} authorization level`,
      );
    }
    const now = new Date();
    const [row] = await tx
      .update(holds)
      .set({
        status: step.to,
        releasedBy: actor.userId,
        releasedByName: actor.name,
        releasedAt: now,
        authorizationLevel: input.authorizationLevel,
        releaseNotes: input.releaseNotes,
      })
      .where(eq(holds.id, found.hold.id))
      .returning();
    const view = toHoldView(row!, found.site.slug, now);
    await recordEvent(tx, actor, {
      action: "hold.release",
      entityType: "hold",
      entityId: row!.id,
      siteId: found.site.id,
      before: { status: found.hold.status },
      after: view,
    });
    return view;
  });
}
