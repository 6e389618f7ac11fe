import { and, asc, eq, isNotNull, lte, ne, type SQL } from "drizzle-orm";
import { addCalendarDays, siteToday, utcDate } from "../../../domain/dates";
import { isSopReviewDue, isSopReviewOverdue } from "../../../domain/library/sop-status";
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
 * SOPs (not archived) whose next review falls within `withinDays` of today at their site, overdue ones
 * included (overdue once the review date has passed at the site), soonest first. The notifications area calls this; `siteId` (uuid) narrows to one site.
 */
export async function sopReviewsDue(
  db: Db,
  organisationId: string,
  siteId: string | undefined,
  now: Date,
  withinDays = 30,
): Promise<SopReviewDue[]> {
  // No site is more than a day ahead of UTC: read up to that bound, then decide per site's own today.
  const widestLimit = addCalendarDays(utcDate(now), withinDays + 1);
  const conditions: SQL[] = [
    eq(sops.organisationId, organisationId),
    ne(sops.status, "archived"),
    isNotNull(sops.nextReview),
    lte(sops.nextReview, widestLimit),
  ];
  if (siteId) conditions.push(eq(sops.siteId, siteId));
  const rows = await db
    .select({ sop: sops, siteSlug: sites.slug, timezone: sites.timezone })
    .from(sops)
    .innerJoin(sites, eq(sites.id, sops.siteId))
    .where(and(...conditions))
    .orderBy(asc(sops.nextReview), asc(sops.title));
  return rows.flatMap(({ sop, siteSlug, timezone }) => {
    const today = siteToday(timezone, now);
    if (!isSopReviewDue(sop.nextReview, sop.status, today, withinDays)) return [];
    return [
      {
        sopId: sop.id,
        title: sop.title,
        siteId: sop.siteId,
        siteSlug,
        nextReview: sop.nextReview!,
        overdue: isSopReviewOverdue(sop.nextReview, sop.status, today),
        reviewerUserId: sop.reviewerUserId,
      },
    ];
  });
}
