import { createHash } from "node:crypto";
import { checkUpload, uploadPolicies } from "../../../domain/files/file-types";
import { storedFileName } from "../../../domain/files/stored-file-name";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { invalidFields } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { assertFilesAllowed } from "../files/store-attachments";
import type { UploadedFile } from "../files/read-multipart";
import { findSite } from "../sites/site-access";
import { inboxItemColumns, toInboxItemView } from "./inbox-item-view";

/**
 * Drops files into a site's inbox (multipart `files`): each judged by its bytes as any upload is (type,
 * name, 10 MiB; decision 054); one refused file refuses the request (400 naming it), nothing stored.
 * Every item and its `inbox_item.receive` event in one transaction.
 */
export async function uploadInboxFiles(
  db: Db,
  actor: Actor,
  input: { siteSlug: string; files: UploadedFile[]; locale: AppLocale },
) {
  const site = await findSite(db, actor, input.siteSlug);
  if (input.files.length === 0) throw invalidFields({ files: message("Choose at least one file") });
  assertFilesAllowed(input.files, uploadPolicies.inbox);
  return db.transaction(async (tx) => {
    const items = [];
    for (const file of input.files) {
      const check = checkUpload(file.bytes, file.filename, uploadPolicies.inbox);
      if (!check.ok) throw invalidFields({ files: check.reason });
      const [row] = await tx
        .insert(inboxItems)
        .values({
          organisationId: actor.organisationId,
          siteId: site.id,
          source: "upload",
          status: "new",
          originalName: storedFileName(file.filename),
          contentType: check.contentType,
          size: file.bytes.length,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          data: file.bytes,
          receivedAt: actorNow(actor),
          uploadedBy: actor.userId,
          uploadedByName: actor.name,
        })
        .returning(inboxItemColumns);
      await recordEvent(tx, actor, {
        action: "inbox_item.receive",
        entityType: "inbox_item",
        entityId: row!.id,
        siteId: site.id,
        after: {
          source: "upload",
          status: "new",
          originalName: row!.originalName,
          contentType: row!.contentType,
          size: row!.size,
          sha256: row!.sha256,
          senderEmail: null,
          subject: null,
          refusal: null,
        },
      });
      items.push(toInboxItemView(row!, input.locale));
    }
    return { items };
  });
}
