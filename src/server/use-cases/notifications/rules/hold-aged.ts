import { message } from "../../../../domain/i18n/message";
import { elapsedDays, shiftInstant } from "../../../../domain/dates";
import { and, eq, inArray, lt } from "drizzle-orm";
import { can } from "../../../../domain/permissions";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { HOLD_STALE_DAYS } from "../../../../domain/records/catalogue";
import { holds } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** A hold still on hold HOLD_STALE_DAYS (14) days after it was placed; for those who may release holds. */
export const holdAgedRule: NotificationRule = {
  kind: "hold_aged",
  async collect(db, actor, sites, now) {
    if (!can(actor.role, "holds.release") || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const rows = await db
      .select({ id: holds.id, siteId: holds.siteId, itemName: holds.itemName, holdAt: holds.holdAt })
      .from(holds)
      .where(
        and(
          eq(holds.organisationId, actor.organisationId),
          inArray(holds.siteId, [...days.keys()]),
          eq(holds.status, "on_hold"),
          lt(holds.holdAt, shiftInstant(now, { days: -HOLD_STALE_DAYS })),
        ),
      );
    return rows.map((r) => {
      const site = days.get(r.siteId)!;
      const age = elapsedDays(r.holdAt, now);
      return {
        key: `hold-aged:${r.id}`,
        kind: "hold_aged" as const,
        title: message("screens:notification.holdAged.title", { count: age, item: r.itemName }),
        body: message("screens:notification.holdAged.body", { site: site.name, days: HOLD_STALE_DAYS }),
        url: screenLinks.hold(r.id),
        site: site.slug,
        at: shiftInstant(r.holdAt, { days: HOLD_STALE_DAYS }).toISOString(),
      };
    });
  },
};
