import { and, eq, inArray } from "drizzle-orm";
import { message } from "../../../../domain/i18n/message";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { can } from "../../../../domain/permissions";
import { inboxItems } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** Mail from an unknown sender held in a site's document inbox (decision 132); for those who approve senders. */
export const inboxHeldRule: NotificationRule = {
  kind: "inbox_held",
  async collect(db, actor, sites, now) {
    if (!can(actor.role, "inbox.approve_senders") || sites.length === 0) return [];
    const bySite = await siteDays(db, sites, now);
    const rows = await db
      .select({
        id: inboxItems.id,
        siteId: inboxItems.siteId,
        originalName: inboxItems.originalName,
        senderEmail: inboxItems.senderEmail,
        receivedAt: inboxItems.receivedAt,
      })
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.organisationId, actor.organisationId),
          inArray(inboxItems.siteId, [...bySite.keys()]),
          eq(inboxItems.status, "held"),
        ),
      )
      .limit(100);
    return rows.map((r) => {
      const site = bySite.get(r.siteId)!;
      return {
        key: `inbox-held:${r.id}`,
        kind: "inbox_held" as const,
        title: message("screens:notification.inboxHeld.title", { name: r.originalName, sender: r.senderEmail ?? "" }),
        body: message("screens:notification.inboxHeld.body", { site: site.name }),
        url: screenLinks.heldInboxItems(),
        site: site.slug,
        at: r.receivedAt.toISOString(),
      };
    });
  },
};
