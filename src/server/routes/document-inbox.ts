import type { FastifyInstance } from "fastify";
import {
  approveSenderSchema,
  discardInboxItemSchema,
  fileToLibrarySchema,
  fileToRecordSchema,
  inboxItemParams,
  inboxListQuerySchema,
  rejectSenderSchema,
} from "../../domain/schemas/document-inbox";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { approveHeldSender } from "../use-cases/document-inbox/approve-held-sender";
import { discardInboxItem } from "../use-cases/document-inbox/discard-inbox-item";
import { fileInboxItem } from "../use-cases/document-inbox/file-inbox-item";
import { getInboxFile } from "../use-cases/document-inbox/get-inbox-file";
import { listInboxItems } from "../use-cases/document-inbox/list-inbox-items";
import { rejectHeldSender } from "../use-cases/document-inbox/reject-held-sender";
import { rotateInboxAddress } from "../use-cases/document-inbox/rotate-inbox-address";
import { uploadInboxFiles } from "../use-cases/document-inbox/upload-inbox-files";
import { readMultipart } from "../use-cases/files/read-multipart";

/** A site's document inbox (issue 19, decision 132): uploads and e-mailed files, triaged into records or the library. */
export async function documentInboxRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/inbox", async (request) => {
    const actor = await requireActor(request, "inbox.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const { status } = parseInput(inboxListQuerySchema, request.query);
    return listInboxItems(app.db, actor, {
      siteSlug,
      status,
      locale: requestLocale(request),
      inbound: { domain: app.config.SMTP_INBOUND_DOMAIN, enabled: app.config.SMTP_INBOUND_PORT !== undefined },
    });
  });

  /** A new e-mail address for the site's inbox; the old one stops receiving (decision 159). No body. */
  app.post("/api/sites/:siteId/inbox/rotate-address", async (request) => {
    const actor = await requireActor(request, "inbox.rotate_address");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return rotateInboxAddress(app.db, actor, { siteSlug, domain: app.config.SMTP_INBOUND_DOMAIN });
  });

  /** multipart/form-data: up to 5 `files`. */
  app.post("/api/sites/:siteId/inbox", async (request, reply) => {
    const actor = await requireActor(request, "inbox.upload");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const body = await readMultipart(request);
    const created = await uploadInboxFiles(app.db, actor, {
      siteSlug,
      files: body.files,
      locale: requestLocale(request),
    });
    return reply.status(201).send(created);
  });

  app.get("/api/inbox-items/:id/file", async (request, reply) => {
    const actor = await requireActor(request, "inbox.read");
    const { id } = parseInput(inboxItemParams, request.params);
    const file = await getInboxFile(app.db, actor, { id });
    return reply
      .header("content-type", file.contentType)
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(file.filename, "attachment"))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("x-frame-options", "DENY")
      .send(file.data);
  });

  app.post("/api/inbox-items/:id/file-to-record", async (request) => {
    const actor = await requireActor(request, "inbox.triage");
    const { id } = parseInput(inboxItemParams, request.params);
    const { recordId } = parseInput(fileToRecordSchema, request.body);
    return fileInboxItem(app.db, actor, {
      id,
      target: { type: "monitoring_record", recordId },
      locale: requestLocale(request),
    });
  });

  app.post("/api/inbox-items/:id/file-to-library", async (request) => {
    const actor = await requireActor(request, "inbox.triage");
    const { id } = parseInput(inboxItemParams, request.params);
    const { sopId } = parseInput(fileToLibrarySchema, request.body);
    return fileInboxItem(app.db, actor, { id, target: { type: "sop", sopId }, locale: requestLocale(request) });
  });

  app.post("/api/inbox-items/:id/discard", async (request) => {
    const actor = await requireActor(request, "inbox.triage");
    const { id } = parseInput(inboxItemParams, request.params);
    const { reason } = parseInput(discardInboxItemSchema, request.body);
    return discardInboxItem(app.db, actor, { id, reason, locale: requestLocale(request) });
  });

  app.post("/api/inbox-items/:id/approve", async (request) => {
    const actor = await requireActor(request, "inbox.approve_senders");
    const { id } = parseInput(inboxItemParams, request.params);
    const { rememberSender } = parseInput(approveSenderSchema, request.body);
    return approveHeldSender(app.db, actor, { id, rememberSender, locale: requestLocale(request) });
  });

  app.post("/api/inbox-items/:id/reject", async (request) => {
    const actor = await requireActor(request, "inbox.approve_senders");
    const { id } = parseInput(inboxItemParams, request.params);
    const { reason } = parseInput(rejectSenderSchema, request.body);
    return rejectHeldSender(app.db, actor, { id, reason, locale: requestLocale(request) });
  });
}
