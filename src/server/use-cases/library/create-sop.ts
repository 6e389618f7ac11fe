import type { AppLocale } from "../../../domain/i18n/locales";
import { withEditor } from "../../../domain/library/sop-status";
import type { SopDetailView, SopFormInput } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { assertReviewer } from "./assert-reviewer";
import { normaliseSopForm } from "../../../domain/library/sop-form";
import { assertClauses } from "./sop-form";
import { sopDetail } from "./sop-views";

export type CreateSopInput = { siteSlug: string } & SopFormInput;

/** A new SOP starts as a Draft with no published version. */
export async function createSop(
  db: Db,
  actor: Actor,
  { siteSlug, locale, ...input }: CreateSopInput & { locale: AppLocale },
): Promise<SopDetailView> {
  const site = await findSite(db, actor, siteSlug);
  assertClauses(input.clauseIds);
  await assertReviewer(db, actor, input.reviewerUserId);
  const values = normaliseSopForm(input);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sops)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        status: "draft",
        currentVersion: null,
        editorUserIds: withEditor([], actor.userId),
        createdAt: actorNow(actor),
        updatedAt: actorNow(actor),
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
  return sopDetail(db, row, locale);
}
