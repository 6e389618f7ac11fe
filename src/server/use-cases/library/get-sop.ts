import { and, eq, inArray } from "drizzle-orm";
import { attachmentOcr } from "../../db/schema";
import { t, type ServerMessageKey } from "../../i18n/catalogue";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { SopDetailView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { listAttachments } from "../files/list-attachments";
import { findSop, sopDetail } from "./sop-views";

/**
 * One SOP with its working copy, the list of its published versions and the documents filed into it
 * from a document inbox (decision 132).
 */
export async function getSop(
  db: Db,
  actor: Actor,
  { id, locale }: { id: string; locale: AppLocale },
): Promise<SopDetailView> {
  const detail = await sopDetail(db, await findSop(db, actor, id), locale);
  const files = (await listAttachments(db, actor.organisationId, "sop", [detail.id])).get(detail.id) ?? [];
  const reads = files.length
    ? await db
        .select()
        .from(attachmentOcr)
        .where(
          and(
            eq(attachmentOcr.organisationId, actor.organisationId),
            inArray(
              attachmentOcr.attachmentId,
              files.map((f) => f.id),
            ),
          ),
        )
    : [];
  const ocrOf = new Map(reads.map((r) => [r.attachmentId, r]));
  return {
    ...detail,
    attachments: files.map((file) => {
      const read = ocrOf.get(file.id);
      if (!read) return file;
      const { status, pagesDone, pagesTotal, error } = read;
      return {
        ...file,
        ocr: { status, pagesDone, pagesTotal, error: error ? t(locale, error as ServerMessageKey) : null },
      };
    }),
  };
}
