import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { isAuthorOfCurrentVersion } from "../../../domain/records/authors";
import { recordTransition } from "../../../domain/records/transitions";
import { roleLabels } from "../../../domain/roles";
import type { RecordDetail, ReviewInput } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { monitoringRecords, recordReviews } from "../../db/schema";
import { AppError } from "../../errors";
import { findRecord } from "./find-record";
import { getRecord } from "./get-record";
import { contentHash, recordContent } from "./record-view";

export type ReviewRecordInput = { id: string; decision: "approve" | "reject"; locale?: AppLocale } & ReviewInput;

/**
 * Approves or rejects a pending record as the verifier, stamped with their name, role and time and
 * bound to the exact content reviewed. An author of the current version — its creator or whoever
 * corrected it into this version — may not verify it (403). Answers with
 * the reviewed record.
 */
export async function reviewRecord(
  db: Db,
  actor: Actor,
  { id, decision, locale, ...input }: ReviewRecordInput,
): Promise<RecordDetail> {
  await db.transaction(async (tx) => {
    const { record, site } = await findRecord(tx, actor, id, true);
    const isAuthor = isAuthorOfCurrentVersion(record, actor.userId);
    const step = recordTransition(decision, { status: record.status, isAuthor });
    if (!step.ok) throw AppError.of(isAuthor && record.status === "pending" ? "forbidden" : "conflict", step.reason);
    const now = actorNow(actor);
    await tx
      .update(monitoringRecords)
      .set({
        status: step.to,
        reviewedBy: actor.userId,
        reviewedByName: actor.name,
        reviewedAt: now,
        reviewNotes: input.notes,
        updatedAt: now,
      })
      .where(eq(monitoringRecords.id, record.id));
    await tx.insert(recordReviews).values({
      organisationId: actor.organisationId,
      recordId: record.id,
      version: record.version,
      decision: decision === "approve" ? "approved" : "rejected",
      notes: input.notes,
      contentHash: contentHash(recordContent(record)),
      reviewerId: actor.userId,
      reviewerName: actor.name,
      reviewerRole: roleLabels[actor.role],
      reviewedAt: now,
    });
    await recordEvent(tx, actor, {
      action: decision === "approve" ? "record.approve" : "record.reject",
      entityType: "monitoring_record",
      entityId: record.id,
      siteId: site.id,
      before: { status: record.status },
      after: { status: step.to, notes: input.notes, version: record.version },
    });
  });
  return getRecord(db, actor, { id, locale });
}
