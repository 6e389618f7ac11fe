import { eq } from "drizzle-orm";
import { defaultLocale, type AppLocale } from "../../../../domain/i18n/locales";
import type { Actor } from "../../../auth/actor";
import { restrictedSiteIdsColumn } from "../../../auth/restricted-sites";
import type { Db } from "../../../db/client";
import { memberships, users } from "../../../db/schema";

export interface NotificationRecipient {
  /** The member as the notification rules see her (her role and site restriction in that organisation). */
  actor: Actor & { userId: string };
  /** The language she is written to (decision 093). */
  locale: AppLocale;
}

/**
 * Every member who may be e-mailed notifications: active accounts with a membership. A deactivated
 * account, or someone removed from an organisation (no membership left), gets nothing.
 */
export async function notificationRecipients(db: Db): Promise<NotificationRecipient[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      organisationId: memberships.organisationId,
      role: memberships.role,
      currentSiteId: memberships.currentSiteId,
      restrictedSiteIds: restrictedSiteIdsColumn,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.active, true))
    .orderBy(memberships.organisationId, users.email);
  return rows.map((r) => ({
    actor: {
      userId: r.userId,
      organisationId: r.organisationId,
      name: r.name,
      email: r.email,
      role: r.role,
      restrictedSiteIds: r.restrictedSiteIds?.length ? r.restrictedSiteIds : null,
      currentSiteId: r.currentSiteId,
      sessionTokenHash: null,
      locale: r.locale,
    },
    locale: r.locale ?? defaultLocale,
  }));
}
