import { isBuiltinFormId } from "../../../../domain/forms/builtin-versions";
import { and, eq, inArray } from "drizzle-orm";
import { addCalendarDays } from "../../../../domain/dates";
import { message } from "../../../../domain/i18n/message";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { logSchedules, sites as sitesTable } from "../../../db/schema";
import { expectedLogsAt } from "../../schedules/list-expected-logs";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** How far back a missed log is still news; older gaps stay on the Today screen and the expected logs. */
const MISSED_WITHIN_DAYS = 7;

/** A scheduled log nobody filled by its due time, this week; for the role that owns the schedule. */
export const logMissedRule: NotificationRule = {
  kind: "log_missed",
  async collect(db, actor, visible, now) {
    if (visible.length === 0) return [];
    const owned = await db
      .select({ id: logSchedules.id, siteId: logSchedules.siteId })
      .from(logSchedules)
      .where(
        and(
          eq(logSchedules.organisationId, actor.organisationId),
          inArray(
            logSchedules.siteId,
            visible.map((s) => s.id),
          ),
          eq(logSchedules.ownerRole, actor.role),
        ),
      );
    if (owned.length === 0) return [];
    const siteIds = [...new Set(owned.map((s) => s.siteId))];
    const [days, rows] = await Promise.all([
      siteDays(
        db,
        siteIds.map((id) => ({ id })),
        now,
      ),
      db.select().from(sitesTable).where(inArray(sitesTable.id, siteIds)),
    ]);
    const ownedIds = new Set(owned.map((s) => s.id));
    const found = await Promise.all(
      rows.map(async (site) => {
        const day = days.get(site.id)!;
        const { items } = await expectedLogsAt(db, site, {
          from: addCalendarDays(day.today, -(MISSED_WITHIN_DAYS - 1)),
          to: day.today,
          locale: "en",
          now,
        });
        return items
          .filter((item) => item.status === "missing" && ownedIds.has(item.scheduleId))
          .map((item) => ({
            key: `log-missed:${item.scheduleId}:${item.due}`,
            kind: "log_missed" as const,
            // A custom form is named as its builder wrote it; a built-in form in the reader's language.
            title: isBuiltinFormId(item.formId)
              ? message("screens:notification.logMissed.title", { type: item.formId })
              : message("screens:notification.logMissed.titleNamed", { form: item.formName }),
            body: message("screens:notification.logMissed.body", { site: day.name, date: item.date }),
            url: screenLinks.today(),
            site: day.slug,
            at: item.due,
          }));
      }),
    );
    return found.flat();
  },
};
