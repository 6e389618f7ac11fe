import { message } from "../../../../domain/i18n/message";
import { can } from "../../../../domain/permissions";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { sopReviewsDue } from "../../library/sop-reviews-due";
import type { NotificationRule } from "../notification-rule";
import { AUDIT_NOTICE_DAYS } from "./certificate-expiring";

/**
 * An SOP (not archived) whose next review is within 30 days or past, at a visible site: for its
 * reviewer, or — when it has none — for everyone who may edit the library.
 */
export const sopReviewDueRule: NotificationRule = {
  kind: "sop_review_due",
  async collect(db, actor, sites, now) {
    if (sites.length === 0) return [];
    const visible = new Map(sites.map((s) => [s.id, s.slug]));
    const due = await sopReviewsDue(db, actor.organisationId, undefined, now, AUDIT_NOTICE_DAYS);
    return due
      .filter(
        (s) =>
          visible.has(s.siteId) &&
          (s.reviewerUserId ? s.reviewerUserId === actor.userId : can(actor.role, "library.edit")),
      )
      .map((s) => ({
        key: `sop-review-due:${s.sopId}:${s.nextReview}`,
        kind: "sop_review_due" as const,
        title: s.overdue
          ? message("screens:notification.sopReviewOverdue.title", { title: s.title })
          : message("screens:notification.sopReviewDue.title", { title: s.title }),
        body: message("screens:notification.sopReview.body", { date: s.nextReview }),
        url: screenLinks.sop(s.sopId),
        site: s.siteSlug,
        at: `${s.nextReview}T00:00:00Z`,
      }));
  },
};
