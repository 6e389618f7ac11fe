import type { SiteView } from "../../../domain/schemas/sites";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { listVisibleSites, type SiteRow, toSiteView } from "./site-access";

/** The remembered site if still visible, else the first site (the spec's default). */
function currentSite(visible: SiteRow[], actor: Actor): SiteRow | undefined {
  return visible.find((s) => s.id === actor.currentSiteId) ?? visible[0];
}

/** The sites the actor may see, and the one they work in now (its slug, or null without any site). */
export async function listSites(db: Db, actor: Actor): Promise<{ sites: SiteView[]; currentSite: string | null }> {
  const visible = await listVisibleSites(db, actor);
  return { sites: visible.map(toSiteView), currentSite: currentSite(visible, actor)?.slug ?? null };
}
