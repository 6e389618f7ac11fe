import { and, desc, eq } from "drizzle-orm";
import type { FspHistoryEntry } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fspSectionRevisions } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { listSignatures, loadSections, planState, toSignatureView } from "./fsp-plan";

/** Every signature and every section change of the site's plan, newest first. */
export async function getFspHistory(
  db: Db,
  actor: Actor,
  { siteSlug }: { siteSlug: string },
): Promise<FspHistoryEntry[]> {
  const site = await findSite(db, actor, siteSlug);
  const [sections, signatures, revisions] = await Promise.all([
    loadSections(db, actor.organisationId, site.id),
    listSignatures(db, actor.organisationId, site.id),
    db
      .select()
      .from(fspSectionRevisions)
      .where(and(eq(fspSectionRevisions.organisationId, actor.organisationId), eq(fspSectionRevisions.siteId, site.id)))
      .orderBy(desc(fspSectionRevisions.changedAt)),
  ]);
  const plan = planState(site.slug, sections);
  const position = new Map(sections.map((s) => [s.id, s.position]));
  const entries: (FspHistoryEntry & { order?: number })[] = [
    ...signatures.map((s) => ({
      kind: "signature" as const,
      at: s.signedAt.toISOString(),
      signature: toSignatureView(s, plan),
    })),
    ...revisions.map((r) => ({
      kind: "change" as const,
      at: r.changedAt.toISOString(),
      order: position.get(r.sectionId) ?? 0,
      id: r.id,
      sectionTitle: r.title,
      revision: r.revision,
      changedBy: r.changedByName,
      note: r.note,
      statusBefore: r.statusBefore,
      statusAfter: r.status,
    })),
  ];
  // Newest first; changes made at the same moment (a plan written at once) follow the plan's order.
  const order = (e: FspHistoryEntry & { order?: number }) => e.order ?? -1;
  return entries
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : order(a) - order(b)))
    .map((e) => {
      const { order: _order, ...entry } = e as FspHistoryEntry & { order?: number };
      return entry as FspHistoryEntry;
    });
}
