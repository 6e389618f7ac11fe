import { and, asc, eq, isNotNull, lte, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sites, sops } from "../../db/schema";

export interface SopReviewDue {
  sopId: string;
  title: string;
  siteId: string;
  siteSlug: string;
  nextReview: string;
  overdue: boolean;
  reviewerUserId: string | null;
}

/**
 * SOPs (not archived) whose next review falls within `withinDays` of `now`, overdue ones included,
 * soonest first. The notifications area calls this; `siteId` (uuid) narrows to one site.
 */
export async function sopReviewsDue(
  db: Db,
  organisationId: string,
  siteId: string | undefined,
  now: Date,
  withinDays = 30,
): Promise<SopReviewDue[]> {
  const limit = new Date(now.getTime() + withinDays * 86_400_000).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const conditions: SQL[] = [
    eq(sops.organisationId, organisationId),
    ne(sops.status, "archived"),
    isNotNull(sops.nextReview),
    lte(sops.nextReview, limit),
  ];
  if (siteId) conditions.push(eq(sops.siteId, siteId));
  const rows = await db
    .select({ sop: sops, siteSlug: sites.slug })
    .from(sops)
    .innerJoin(sites, eq(sites.id, sops.siteId))
    .where(and(...conditions))
    .orderBy(asc(sops.nextReview), asc(sops.title));
  return rows.map(({ sop, siteSlug }) => ({
    sopId: sop.id,
    title: sop.title,
    siteId: sop.siteId,
    siteSlug,
    nextReview: sop.nextReview!,
    overdue: sop.nextReview! < today,
    reviewerUserId: sop.reviewerUserId,
  }));
}
