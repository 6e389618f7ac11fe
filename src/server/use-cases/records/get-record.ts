import { and, asc, eq } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import type { RecordDetail, RecordVersionView } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { recordReviews, recordVersions } from "../../db/schema";
import { listAttachments } from "../files/list-attachments";
import { formVersionById, toFormVersionView } from "../forms/form-versions";
import { findRecord } from "./find-record";
import { contentHash, recordContent, toRecordView } from "./record-view";
import { recordViewIn } from "./record-summary";
import type { AppLocale } from "../../../domain/i18n/locales";

/** A record with its attachments, its earlier versions (who changed what and why) and its reviews. */
export async function getRecord(
  db: Db,
  actor: Actor,
  { id, locale = "en" }: { id: string; locale?: AppLocale },
): Promise<RecordDetail> {
  const { record, site } = await findRecord(db, actor, id);
  const [files, versions, reviews, form] = await Promise.all([
    listAttachments(db, actor.organisationId, "monitoring_record", [record.id]),
    db
      .select()
      .from(recordVersions)
      .where(and(eq(recordVersions.recordId, record.id), eq(recordVersions.organisationId, actor.organisationId)))
      .orderBy(asc(recordVersions.version)),
    db
      .select()
      .from(recordReviews)
      .where(and(eq(recordReviews.recordId, record.id), eq(recordReviews.organisationId, actor.organisationId)))
      .orderBy(asc(recordReviews.reviewedAt)),
    formVersionById(db, record.formVersionId),
  ]);
  const attachments = files.get(record.id) ?? [];
  const currentHash = contentHash(recordContent(record));
  return {
    ...recordViewIn(locale, toRecordView(record, site.slug, localDate(new Date(), site.timezone), attachments.length)),
    form: toFormVersionView(form),
    attachments,
    versions: versions.map(
      (v): RecordVersionView => ({
        version: v.version,
        kind: v.kind,
        statusBefore: v.statusBefore,
        reason: v.reason,
        changedByName: v.changedByName,
        changedAt: v.changedAt.toISOString(),
        changes: v.changes as RecordVersionView["changes"],
      }),
    ),
    reviews: reviews.map((v) => ({
      version: v.version,
      decision: v.decision,
      notes: v.notes,
      reviewerName: v.reviewerName,
      reviewerRole: v.reviewerRole,
      reviewedAt: v.reviewedAt.toISOString(),
      contentHash: v.contentHash,
      current: v.version === record.version && v.contentHash === currentHash,
    })),
  };
}
