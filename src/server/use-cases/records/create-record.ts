import { uploadPolicies } from "../../../domain/files/file-types";
import { currentFormVersion } from "../forms/form-versions";
import { judgeRecord } from "../forms/judge-record";
import { isInFuture } from "../../../domain/records/future-date";
import { verificationDueDate } from "../../../domain/records/working-days";
import { siteCalendar } from "../schedules/site-calendar";
import type { RecordInput, RecordSubmission, RecordView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { monitoringRecords } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { AppError } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { assertFilesAllowed, storeAttachments } from "../files/store-attachments";
import { assertClauseApplies } from "./clauses";
import { clientRequestHash, replayedRecord } from "./client-request";
import { toRecordView } from "./record-view";
import { recordViewIn } from "./record-summary";
import type { AppLocale } from "../../../domain/i18n/locales";
import { siteAndToday } from "./site-day";

export interface CreateRecordInput {
  siteSlug: string;
  record: RecordInput;
  files: UploadedFile[];
  /** The device's id for the log (idempotency key) and its clock when the log was filled. */
  submission?: RecordSubmission;
  /** The reader's language for the answer's summary line (English when not given; the audit event keeps English). */
  locale?: AppLocale;
}

/**
 * Creates a pending monitoring record with its attachments, due for verification in 7 working days.
 * With a client id, a repeat of the same request returns the record stored the first time (before any
 * other check, so a retry still succeeds after the clause changed); other content under it is a 409.
 */
export async function createRecord(db: Db, actor: Actor, input: CreateRecordInput): Promise<RecordView> {
  return recordViewIn(input.locale ?? "en", await storeRecord(db, actor, input));
}

async function storeRecord(
  db: Db,
  actor: Actor,
  { siteSlug, record: input, files, submission = {} }: CreateRecordInput,
): Promise<RecordView> {
  const now = actorNow(actor);
  const { site, today } = await siteAndToday(db, actor, siteSlug, now);
  const { clientId } = submission;
  const deviceRecordedAt = submission.deviceRecordedAt ? new Date(submission.deviceRecordedAt) : null;
  const requestHash = clientId
    ? clientRequestHash(actor, site.id, input, deviceRecordedAt?.toISOString() ?? null, files)
    : null;
  const replay = async () =>
    clientId && requestHash ? replayedRecord(db, actor, clientId, requestHash, site, today) : null;
  const earlier = await replay();
  if (earlier) return earlier;
  const occurredAt = new Date(input.occurredAt);
  if (isInFuture(occurredAt, now))
    throw new AppError("validation", "The date and time cannot be in the future", {
      occurredAt: "Cannot be in the future",
    });
  assertFilesAllowed(files, uploadPolicies.evidence);
  // A built-in type's form has the type as its id; a custom form is one of the organisation's own.
  const form =
    input.type === "custom"
      ? await currentFormVersion(db, actor, input.formId, "formId")
      : await currentFormVersion(db, actor, input.type, "type");
  await assertClauseApplies(db, actor.organisationId, site.id, input.clauseId);
  const judged = judgeRecord(input, form.definition);
  return insertRecord().catch(async (error: unknown) => {
    // Two deliveries of the same queued log at once: the loser answers with the winner's record.
    const winner = isUniqueViolation(error) ? await replay() : null;
    if (winner) return winner;
    throw error;
  });

  function insertRecord() {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(monitoringRecords)
        .values({
          organisationId: actor.organisationId,
          siteId: site.id,
          type: input.type,
          clauseId: input.clauseId,
          occurredAt,
          performedBy: input.performedBy,
          readings: judged.readings,
          formVersionId: form.id,
          summary: judged.summary,
          exception: judged.exception,
          notes: input.notes,
          submittedAt: now,
          dueDate: verificationDueDate(now, site.timezone, await siteCalendar(tx, site.id)),
          createdBy: actor.userId,
          createdByName: actor.name,
          createdAt: now,
          updatedAt: now,
          clientId: clientId ?? null,
          clientRequestHash: requestHash,
          deviceRecordedAt,
        })
        .returning();
      const stored = await storeAttachments(
        tx,
        actor,
        { ownerType: "monitoring_record", ownerId: row!.id, siteId: site.id },
        files,
        uploadPolicies.evidence,
      );
      const view = toRecordView(row!, site.slug, today, stored.length);
      await recordEvent(tx, actor, {
        action: "record.create",
        entityType: "monitoring_record",
        entityId: row!.id,
        siteId: site.id,
        after: { ...view, attachments: stored.map((a) => a.filename) },
      });
      return view;
    });
  }
}
