import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { diffContent } from "../../../domain/records/diff-content";
import { formVersionById } from "../forms/form-versions";
import { judgeRecord } from "../forms/judge-record";
import { isInFuture } from "../../../domain/records/future-date";
import { isAuthorOfCurrentVersion } from "../../../domain/records/authors";
import { correctionKind, recordTransition } from "../../../domain/records/transitions";
import { verificationDueDate } from "../../../domain/records/working-days";
import { siteCalendar } from "../schedules/site-calendar";
import type { RecordCorrectionInput, RecordDetail } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { monitoringRecords, recordVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { assertClauseApplies } from "./clauses";
import { findRecord } from "./find-record";
import { getRecord } from "./get-record";
import { recordContent } from "./record-view";

export type CorrectRecordInput = { id: string; locale?: AppLocale } & RecordCorrectionInput;

/**
 * Corrects a record without overwriting it: the earlier content is kept as a version with who
 * changed what and why. A rejected record is resubmitted by its author; a verified record is amended
 * (and so needs verifying again). Either way it goes back to pending with a fresh due date. Answers
 * with the corrected record.
 */
export async function correctRecord(
  db: Db,
  actor: Actor,
  { id, locale, ...input }: CorrectRecordInput,
): Promise<RecordDetail> {
  const now = actorNow(actor);
  await db.transaction(async (tx) => {
    const { record, site } = await findRecord(tx, actor, id, true);
    const isAuthor = isAuthorOfCurrentVersion(record, actor.userId);
    // A pending record has no correction kind: the amend rule refuses it with the right message.
    const kind = correctionKind(record.status) ?? "amend";
    const step = recordTransition(kind, { status: record.status, isAuthor });
    if (!step.ok) throw AppError.of(kind === "resubmit" && !isAuthor ? "forbidden" : "conflict", step.reason);
    const next = input.record;
    if (next.type !== record.type)
      throw new AppError("validation", "The type of a record cannot change", {
        "record.type": "The type of a record cannot change",
      });
    if (isInFuture(new Date(next.occurredAt), now))
      throw new AppError("validation", "The date and time cannot be in the future", {
        "record.occurredAt": "Cannot be in the future",
      });
    if (next.clauseId !== record.clauseId)
      await assertClauseApplies(tx, actor.organisationId, site.id, next.clauseId, "record.clauseId");
    // Judged by the form version the record was made with: a correction never changes its limits.
    const form = await formVersionById(tx, record.formVersionId);
    if (next.type === "custom" && next.formId !== form.formId)
      throw new AppError("validation", "The form of a record cannot change", {
        "record.formId": "The form of a record cannot change",
      });
    const judged = judgeRecord(next, form.definition, "record.readings");
    const before = recordContent(record);
    const after = recordContent({ ...next, readings: judged.readings, occurredAt: new Date(next.occurredAt) });
    const changes = diffContent(before, after);
    if (changes.length === 0)
      throw new AppError("validation", "Nothing was changed", {
        reason: "Change at least one value before saving the correction",
      });
    await tx.insert(recordVersions).values({
      organisationId: actor.organisationId,
      recordId: record.id,
      version: record.version,
      content: before,
      statusBefore: record.status,
      kind,
      changes,
      reason: input.reason,
      changedBy: actor.userId,
      changedByName: actor.name,
      changedAt: now,
    });
    await tx
      .update(monitoringRecords)
      .set({
        clauseId: next.clauseId,
        occurredAt: new Date(next.occurredAt),
        performedBy: next.performedBy,
        readings: judged.readings,
        notes: next.notes,
        summary: judged.summary,
        exception: judged.exception,
        status: step.to,
        version: record.version + 1,
        correctedBy: actor.userId,
        submittedAt: now,
        dueDate: verificationDueDate(now, site.timezone, await siteCalendar(tx, site.id)),
        reviewedBy: null,
        reviewedByName: null,
        reviewedAt: null,
        reviewNotes: null,
        updatedAt: now,
      })
      .where(eq(monitoringRecords.id, record.id));
    await recordEvent(tx, actor, {
      action: kind === "resubmit" ? "record.resubmit" : "record.amend",
      entityType: "monitoring_record",
      entityId: record.id,
      siteId: site.id,
      before: { status: record.status, version: record.version, content: before },
      after: { status: step.to, version: record.version + 1, reason: input.reason, changes },
    });
  });
  return getRecord(db, actor, { id, locale });
}
