import { createHash } from "node:crypto";
import type { RecordReadings, RecordView } from "../../../domain/schemas/records";
import { type IsoDate } from "../../../domain/dates";
import { currentVersionAuthors } from "../../../domain/records/authors";
import { dueState } from "../../../domain/records/working-days";
import { monitoringRecords } from "../../db/schema";
import { clauseTitle } from "./clauses";

export type RecordRow = typeof monitoringRecords.$inferSelect;

/** What a record's view is made of: the row without its search vector (never sent, so lists do not read it). */
export function toRecordView(
  row: Omit<RecordRow, "searchVector">,
  siteSlug: string,
  today: IsoDate,
  attachmentCount: number,
): RecordView {
  return {
    id: row.id,
    siteId: siteSlug,
    type: row.type,
    formVersionId: row.formVersionId,
    clauseId: row.clauseId,
    clauseTitle: clauseTitle(row.clauseId),
    occurredAt: row.occurredAt.toISOString(),
    performedBy: row.performedBy,
    readings: row.readings as RecordReadings,
    summary: row.summary,
    exception: row.exception,
    notes: row.notes,
    status: row.status,
    version: row.version,
    submittedAt: row.submittedAt.toISOString(),
    dueDate: row.dueDate,
    dueState: row.status === "pending" ? dueState(row.dueDate, today) : null,
    createdById: row.createdBy,
    createdByName: row.createdByName,
    authorIds: currentVersionAuthors(row),
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.createdAt.toISOString(),
    deviceRecordedAt: row.deviceRecordedAt?.toISOString() ?? null,
    clientId: row.clientId,
    reviewedByName: row.reviewedByName,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewNotes: row.reviewNotes,
    attachmentCount,
  };
}

/** The content a reviewer signs: what the record says, not its workflow state. */
export const recordContent = (
  row: Pick<RecordRow, "type" | "clauseId" | "occurredAt" | "performedBy" | "readings" | "notes">,
) => ({
  type: row.type,
  clauseId: row.clauseId,
  occurredAt: row.occurredAt.toISOString(),
  performedBy: row.performedBy,
  readings: row.readings,
  notes: row.notes,
});

/** Stable JSON (sorted keys) so the same content always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export const contentHash = (content: unknown) => createHash("sha256").update(stableJson(content)).digest("hex");
