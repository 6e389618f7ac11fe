import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteInboxes } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { inboxAddress } from "./inbox-address";

/**
 * A site admin gives the site's inbox a new e-mail address (decision 159), e.g. after the address leaked
 * to a spammer: a new token made as the first one was (the column's default, 80 random bits), so mail
 * to the old address is refused at RCPT TO from now on. One transaction with its audit event, which
 * keeps the old address.
 */
export async function rotateInboxAddress(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; domain: string },
): Promise<{ address: string }> {
  const site = await findSite(db, actor, input.siteSlug);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ token: siteInboxes.token })
      .from(siteInboxes)
      .where(eq(siteInboxes.siteId, site.id))
      .for("update");
    const [row] = current
      ? await tx
          .update(siteInboxes)
          .set({ token: sql`default` })
          .where(eq(siteInboxes.siteId, site.id))
          .returning({ token: siteInboxes.token })
      : await tx
          .insert(siteInboxes)
          .values({ siteId: site.id, organisationId: site.organisationId })
          .returning({ token: siteInboxes.token });
    await recordEvent(tx, actor, {
      action: "site.inbox_address_rotate",
      entityType: "site",
      entityId: site.id,
      siteId: site.id,
      before: { address: current ? inboxAddress(site.slug, current.token, input.domain) : "" },
      after: { rotated: true },
    });
    return { address: inboxAddress(site.slug, row!.token, input.domain) };
  });
}
