import { eq } from "drizzle-orm";
import type { PointOfContact } from "../../../domain/traceability/plan";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteTraceabilityContacts } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";

const toView = (row: typeof siteTraceabilityContacts.$inferSelect | undefined) =>
  row ? { name: row.name, phone: row.phone, email: row.email, updatedAt: row.updatedAt.toISOString() } : null;

/** The point of contact the site's traceability plan names (1.1315(a)(4)); `null` until one is set. */
export async function getPlanContact(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const [row] = await db.select().from(siteTraceabilityContacts).where(eq(siteTraceabilityContacts.siteId, site.id));
  return { contact: toView(row) };
}

/** Sets the plan's point of contact; the change and its audit event share one transaction. */
export async function savePlanContact(
  db: Db,
  actor: Actor,
  { siteSlug, contact }: { siteSlug: string; contact: PointOfContact },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const [before] = await tx
      .select()
      .from(siteTraceabilityContacts)
      .where(eq(siteTraceabilityContacts.siteId, site.id));
    const values = { ...contact, updatedBy: actor.userId, updatedAt: actorNow(actor) };
    const [row] = await tx
      .insert(siteTraceabilityContacts)
      .values({ siteId: site.id, organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: siteTraceabilityContacts.siteId, set: values })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.traceability_contact_update",
      entityType: "site",
      entityId: site.slug,
      siteId: site.id,
      before: before ? { name: before.name, phone: before.phone, email: before.email } : null,
      after: contact,
    });
    return { contact: toView(row) };
  });
}
