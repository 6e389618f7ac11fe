import { eq } from "drizzle-orm";
import { getClause } from "../../../domain/catalogue";
import { sopEditError, withEditor } from "../../../domain/library/sop-status";
import type { SopDetailView, SopFormInput } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { findSite } from "../sites/site-access";
import { assertReviewer } from "./list-reviewers";
import { findSop, sopDetail } from "./sop-views";

function assertClauses(clauseIds: string[]) {
  const unknown = clauseIds.filter((id) => !getClause(id));
  if (unknown.length > 0) {
    throw new AppError("validation", `Invalid input — clauseIds: unknown clause ${unknown.join(", ")}`, {
      clauseIds: `Unknown clause ${unknown.join(", ")}: choose clauses from the catalogue`,
    });
  }
}

const normalise = (input: SopFormInput) => ({
  ...input,
  tags: [...new Set(input.tags.map((t) => t.toLowerCase()))],
  languages: [...new Set(input.languages)],
  clauseIds: [...new Set(input.clauseIds)].sort(),
});

/** A new SOP starts as a Draft with no published version. */
export async function createSop(db: Db, actor: Actor, siteSlug: string, input: SopFormInput): Promise<SopDetailView> {
  const site = await findSite(db, actor, siteSlug);
  assertClauses(input.clauseIds);
  await assertReviewer(db, actor, input.reviewerUserId);
  const values = normalise(input);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sops)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        status: "draft",
        currentVersion: null,
        editorUserIds: withEditor([], actor.userId),
        ...values,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "sop.create",
      entityType: "sop",
      entityId: created!.id,
      siteId: site.id,
      after: values,
    });
    return created!;
  });
  return sopDetail(db, row);
}

/**
 * Edits the working copy (Draft or Under Review only); published versions never change. The editor joins
 * the working copy's editors, who may not approve it.
 */
export async function updateSop(db: Db, actor: Actor, id: string, input: SopFormInput): Promise<SopDetailView> {
  assertClauses(input.clauseIds);
  await assertReviewer(db, actor, input.reviewerUserId);
  const values = normalise(input);
  const row = await db.transaction(async (tx) => {
    const sop = await findSop(tx, actor, id, true);
    const refused = sopEditError(sop.status);
    if (refused) throw conflict(refused);
    const [updated] = await tx
      .update(sops)
      .set({ ...values, editorUserIds: withEditor(sop.editorUserIds, actor.userId), updatedAt: new Date() })
      .where(eq(sops.id, sop.id))
      .returning();
    const { id: _id, organisationId: _o, siteId: _s, createdAt: _c, updatedAt: _u, editorUserIds: _e, ...before } = sop;
    await recordEvent(tx, actor, {
      action: "sop.update",
      entityType: "sop",
      entityId: sop.id,
      siteId: sop.siteId,
      before,
      after: values,
    });
    return updated!;
  });
  return sopDetail(db, row);
}
