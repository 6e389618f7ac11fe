import { createHash } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { RecordInput, RecordView } from "../../../domain/schemas/records";
import type { IsoDate } from "../../../domain/dates";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, monitoringRecords } from "../../db/schema";
import { AppError } from "../../errors";
import type { UploadedFile } from "../files/read-multipart";
import { contentHash } from "./record-view";
import { toRecordView } from "./record-view";

/** What a create under a client id must repeat exactly to count as the same request. */
export function clientRequestHash(
  actor: Actor,
  siteId: string,
  record: RecordInput,
  deviceRecordedAt: string | null,
  files: UploadedFile[],
): string {
  return contentHash({
    userId: actor.userId,
    siteId,
    record,
    deviceRecordedAt,
    files: files.map((f) => ({ name: f.filename, sha256: createHash("sha256").update(f.bytes).digest("hex") })),
  });
}

/**
 * The record an earlier create with this client id stored, when there is one: the same request gets
 * that record back (a retry, e.g. an offline queue whose answer was lost); different content under the
 * same id is a 409, never a second record.
 */
export async function replayedRecord(
  db: Db,
  actor: Actor,
  clientId: string,
  requestHash: string,
  site: { id: string; slug: string },
  today: IsoDate,
): Promise<RecordView | null> {
  const [row] = await db
    .select()
    .from(monitoringRecords)
    .where(and(eq(monitoringRecords.organisationId, actor.organisationId), eq(monitoringRecords.clientId, clientId)))
    .limit(1);
  if (!row) return null;
  if (row.clientRequestHash !== requestHash || row.siteId !== site.id)
    throw new AppError(
      "conflict",
      "A different log was already sent with the id {{id}}; this one was not saved",
      undefined,
      undefined,
      { id: clientId },
    );
  const [files] = await db
    .select({ n: count() })
    .from(attachments)
    .where(and(eq(attachments.ownerType, "monitoring_record"), eq(attachments.ownerId, row.id)));
  return toRecordView(row, site.slug, today, Number(files?.n ?? 0));
}
