import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attachments } from "../../db/schema";
import { toAttachmentView, type AttachmentView } from "./store-attachments";

/** Attachments (without their bytes) of several owners of one type, grouped by owner id. */
export async function listAttachments(
  db: Db,
  organisationId: string,
  ownerType: string,
  ownerIds: string[],
): Promise<Map<string, AttachmentView[]>> {
  const grouped = new Map<string, AttachmentView[]>();
  if (ownerIds.length === 0) return grouped;
  const rows = await db
    .select({
      id: attachments.id,
      ownerId: attachments.ownerId,
      filename: attachments.filename,
      contentType: attachments.contentType,
      size: attachments.size,
      uploadedByName: attachments.uploadedByName,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.organisationId, organisationId),
        eq(attachments.ownerType, ownerType),
        inArray(attachments.ownerId, ownerIds),
      ),
    )
    .orderBy(asc(attachments.createdAt), asc(attachments.filename));
  for (const row of rows) {
    const list = grouped.get(row.ownerId) ?? [];
    list.push(toAttachmentView(row));
    grouped.set(row.ownerId, list);
  }
  return grouped;
}
