import { and, eq } from "drizzle-orm";
import type { SiteCreateInput, SiteUpdateInput } from "../../../domain/schemas/sites";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, sites } from "../../db/schema";
import { conflict } from "../../errors";
import { findSite, listVisibleSites, toSiteView } from "./site-access";

export async function createSite(db: Db, actor: Actor, input: SiteCreateInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.organisationId, actor.organisationId), eq(sites.slug, input.slug)));
    if (existing) throw conflict(`A site with id '${input.slug}' already exists`);
    const [site] = await tx
      .insert(sites)
      .values({ ...input, organisationId: actor.organisationId })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.create",
      entityType: "site",
      entityId: site!.slug,
      siteId: site!.id,
      after: toSiteView(site!),
    });
    return toSiteView(site!);
  });
}

export async function updateSite(db: Db, actor: Actor, slug: string, input: SiteUpdateInput) {
  return db.transaction(async (tx) => {
    const before = await findSite(tx, actor, slug);
    const [after] = await tx.update(sites).set(input).where(eq(sites.id, before.id)).returning();
    await recordEvent(tx, actor, {
      action: "site.update",
      entityType: "site",
      entityId: slug,
      siteId: before.id,
      before: toSiteView(before),
      after: toSiteView(after!),
    });
    return toSiteView(after!);
  });
}

/** Remembers the site chosen in the top bar for this user; every screen then scopes to it. */
export async function selectCurrentSite(db: Db, actor: Actor, slug: string) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, slug);
    await tx
      .update(memberships)
      .set({ currentSiteId: site.id })
      .where(and(eq(memberships.userId, actor.userId!), eq(memberships.organisationId, actor.organisationId)));
    await recordEvent(tx, actor, {
      action: "site.select",
      entityType: "user",
      entityId: actor.userId!,
      siteId: site.id,
      after: { currentSite: slug },
    });
    return toSiteView(site);
  });
}

/** The remembered site if still visible, else the first site (the spec's default). */
export async function currentSite(db: Db, actor: Actor) {
  const visible = await listVisibleSites(db, actor);
  const chosen = visible.find((s) => s.id === actor.currentSiteId) ?? visible[0];
  return chosen ? toSiteView(chosen) : null;
}
