import { and, eq } from "drizzle-orm";
import { siteTodayById } from "../sites/site-today";
import type { FspSectionUpdateInput, FspSectionView } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fspSectionRevisions, fspSections } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";
import { toSectionView } from "./fsp-plan";

/**
 * Saves a section's text, status and element statuses as a new revision (the old one stays readable
 * in fsp_section_revisions). The editor becomes the reviewer of record; any change to the content
 * changes the plan hash, so an earlier signature stops being current.
 */
export async function updateFspSection(
  db: Db,
  actor: Actor,
  { sectionId, ...input }: { sectionId: string } & FspSectionUpdateInput,
): Promise<FspSectionView> {
  return db.transaction(async (tx) => {
    const [section] = await tx
      .select()
      .from(fspSections)
      .where(and(eq(fspSections.id, sectionId), eq(fspSections.organisationId, actor.organisationId)))
      .for("update")
      .limit(1);
    if (!section) throw notFound("Plan section");
    assertSiteAllowed(actor, section.siteId);

    const now = actorNow(actor);
    const today = await siteTodayById(tx, actor.organisationId, section.siteId, now);
    const elements = input.elements.map((e) => {
      const previous = section.elements.find((p) => p.name === e.name);
      const changed = !previous || previous.status !== e.status;
      return { name: e.name, status: e.status, lastReview: changed ? today : (previous?.lastReview ?? null) };
    });
    const revision = section.revision + 1;
    const completedAt =
      input.status === "completed" ? (section.status === "completed" ? section.completedAt : now) : null;
    const [updated] = await tx
      .update(fspSections)
      .set({
        content: input.content,
        status: input.status,
        elements,
        revision,
        reviewerUserId: actor.userId,
        reviewerName: actor.name,
        lastReviewedAt: now,
        completedAt,
        updatedAt: now,
      })
      .where(eq(fspSections.id, section.id))
      .returning();
    await tx.insert(fspSectionRevisions).values({
      organisationId: actor.organisationId,
      siteId: section.siteId,
      sectionId: section.id,
      revision,
      title: section.title,
      content: input.content,
      status: input.status,
      statusBefore: section.status,
      elements,
      note: input.changeNote,
      changedByUserId: actor.userId,
      changedByName: actor.name,
      changedAt: now,
    });
    await recordEvent(tx, actor, {
      action: "fsp_section.update",
      entityType: "fsp_section",
      entityId: section.id,
      siteId: section.siteId,
      before: {
        status: section.status,
        revision: section.revision,
        elements: section.elements.map(({ name, status }) => ({ name, status })),
      },
      after: { status: input.status, revision, elements: input.elements, note: input.changeNote },
    });
    return toSectionView(updated!);
  });
}
