import { createHash, randomUUID } from "node:crypto";
import { sniffAuditFileType } from "../../../domain/document-audit/document-types";
import { siteToday } from "../../../domain/dates";
import type { Actor } from "../../auth/actor";
import { actorNow } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments, type DocumentAuditInput, documentAudits } from "../../db/schema";
import { preflightUpload } from "../../document-audit/preflight-upload";
import { auditMediaTypes } from "../../document-audit/extract/extract-upload";
import { type UploadedFile, zipEntryNames } from "../../document-audit/extract/unzip";
import { enqueueJob } from "../../jobs/enqueue";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { uploadRefused } from "./refusal-messages";

/** What a stored file is, by its bytes (the preflight has read it already). */
function mediaTypeOf(bytes: Uint8Array): string {
  const entries = bytes[0] === 0x50 ? (zipEntryNames(bytes) ?? []) : [];
  const type = sniffAuditFileType(bytes, entries);
  return type ? auditMediaTypes[type] : "application/octet-stream";
}

/**
 * Queues a document audit of a site: the upload is checked first (ZIPs unpacked within limits, each
 * file opened by its parser); refused whole (400, nothing stored) when a ZIP breaks a limit or no file
 * can be read. Otherwise the readable files are stored once each by SHA-256, the audit row (queued,
 * listing the unreadable files) and its audit event written, and the `document-audit` job queued — all
 * in one transaction (decisions 107, 108).
 */
export async function startDocumentAudit(
  db: Db,
  actor: Actor,
  { siteSlug, readFiles }: { siteSlug: string; readFiles: () => Promise<UploadedFile[]> },
): Promise<{ id: string }> {
  // The site first: a request for a site one may not use is answered before its files are read.
  const site = await findSite(db, actor, siteSlug);
  const preflight = await preflightUpload(await readFiles());
  if (preflight.refusedWhole) throw uploadRefused(preflight.refused);
  const now = actorNow(actor);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const stored = new Map<string, string>();
    const inputs: DocumentAuditInput[] = [];
    const listed: { name: string; sha256: string; size: number }[] = [];
    for (const file of preflight.files) {
      const sha256 = createHash("sha256").update(file.bytes).digest("hex");
      let attachmentId = stored.get(sha256);
      if (!attachmentId) {
        const [row] = await tx
          .insert(attachments)
          .values({
            organisationId: actor.organisationId,
            siteId: site.id,
            ownerType: "document_audit",
            ownerId: id,
            filename: file.name.split("/").pop() ?? file.name,
            contentType: mediaTypeOf(file.bytes),
            size: file.bytes.length,
            sha256,
            data: Buffer.from(file.bytes),
            uploadedBy: actor.userId,
            uploadedByName: actor.name,
            createdAt: now,
          })
          .returning({ id: attachments.id });
        attachmentId = row!.id;
        stored.set(sha256, attachmentId);
      }
      inputs.push({ name: file.name, attachmentId });
      listed.push({ name: file.name, sha256, size: file.bytes.length });
    }
    await tx.insert(documentAudits).values({
      id,
      organisationId: actor.organisationId,
      siteId: site.id,
      auditDate: siteToday(site.timezone, now),
      inputs,
      unreadable: preflight.refused,
      createdBy: actor.userId,
      createdByName: actor.name,
      createdAt: now,
    });
    await recordEvent(tx, actor, {
      action: "document_audit.request",
      entityType: "document_audit",
      entityId: id,
      siteId: site.id,
      after: { status: "queued", files: listed, unreadable: preflight.refused.map((r) => r.name) },
    });
    await enqueueJob(tx, "document-audit", { auditId: id });
    return { id };
  });
}
