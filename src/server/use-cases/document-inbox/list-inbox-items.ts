import { and, desc, eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { InboxListView, InboxStatus } from "../../../domain/schemas/document-inbox";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { inboxAddress, siteInboxToken } from "./inbox-address";
import { inboxItemColumns, toInboxItemView } from "./inbox-item-view";

/** The newest items a list answers; older ones are reached by filtering on their status. */
const LIST_LIMIT = 200;

/** A site's inbox: its e-mail address and its items, newest first, optionally of one status. */
export async function listInboxItems(
  db: Db,
  actor: Actor,
  input: {
    siteSlug: string;
    status?: InboxStatus;
    locale: AppLocale;
    inbound: { domain: string; enabled: boolean };
  },
): Promise<InboxListView> {
  const site = await findSite(db, actor, input.siteSlug);
  const token = await siteInboxToken(db, site.id);
  const rows = await db
    .select(inboxItemColumns)
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.organisationId, actor.organisationId),
        eq(inboxItems.siteId, site.id),
        input.status ? eq(inboxItems.status, input.status) : undefined,
      ),
    )
    .orderBy(desc(inboxItems.receivedAt), desc(inboxItems.id))
    .limit(LIST_LIMIT);
  return {
    address: token ? inboxAddress(site.slug, token, input.inbound.domain) : null,
    receivesEmail: input.inbound.enabled,
    items: rows.map((row) => toInboxItemView(row, input.locale)),
  };
}
