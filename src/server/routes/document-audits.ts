import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { trackDocumentAuditFindingSchema } from "../../domain/document-audit/view";
import { requireActor } from "../auth/context";
import { openEventStream } from "./event-stream";
import { contentDisposition } from "../content-disposition";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { findDocumentAudit } from "../use-cases/document-audits/find-document-audit";
import { getAuditDocument, getAuditDocumentFile } from "../use-cases/document-audits/get-audit-document";
import { getDocumentAudit } from "../use-cases/document-audits/get-document-audit";
import { listDocumentAudits } from "../use-cases/document-audits/list-document-audits";
import { readAuditUpload } from "../use-cases/document-audits/read-audit-upload";
import { startDocumentAudit } from "../use-cases/document-audits/start-document-audit";
import { AlreadyTracked, trackDocumentAuditFinding } from "../use-cases/document-audits/track-document-audit-finding";
import { documentAuditFindingOwners } from "../use-cases/document-audits/document-audit-finding-owners";
import { exportDocumentAuditReport } from "../use-cases/document-audits/export/export-document-audit-report";

const idParams = z.object({ id: z.uuid("Not a valid id") });
const documentParams = idParams.extend({ documentId: z.uuid("Not a valid document id") });

/**
 * Document audits (issue 17): upload files for a site's audit (202, run by the `document-audit` job),
 * read it, list a site's, follow its progress as server-sent events, read a document's passages and
 * its stored original. Registered inside the job-event routes, whose hub the event stream listens to.
 */
export async function documentAuditRoutes(app: FastifyInstance) {
  const streams = new Set<ServerResponse>();
  // Open streams would hold a graceful shutdown forever: end them before the server stops listening.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });

  app.post("/api/sites/:siteId/document-audits", async (request, reply) => {
    const actor = await requireActor(request, "evidence.generate");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const readFiles = () => readAuditUpload(request);
    return reply.status(202).send(await startDocumentAudit(app.db, actor, { siteSlug, readFiles }));
  });

  app.get("/api/sites/:siteId/document-audits", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return { audits: await listDocumentAudits(app.db, actor, { siteSlug }) };
  });

  app.get("/api/document-audits/:id", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { id } = parseInput(idParams, request.params);
    return getDocumentAudit(app.db, actor, { id, locale: requestLocale(request) });
  });

  // The finished report as a PDF or a CSV in the reader's language; 409 while the audit is not done.
  for (const format of ["pdf", "csv"] as const) {
    app.get(`/api/document-audits/:id/report.${format}`, async (request, reply) => {
      const actor = await requireActor(request, "audits.read");
      const { id } = parseInput(idParams, request.params);
      const file = await exportDocumentAuditReport(app.db, actor, { id, locale: requestLocale(request), format });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.fileName, "attachment"))
        .header("cache-control", "no-store")
        .send(file.body);
    });
  }

  // One finding of the report becomes a tracked finding (decision 118); 409 answers the one already made.
  app.post("/api/document-audits/:id/findings", async (request, reply) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(trackDocumentAuditFindingSchema, request.body);
    const locale = requestLocale(request);
    try {
      return reply.status(201).send(await trackDocumentAuditFinding(app.db, actor, { id, locale, ...input }));
    } catch (error) {
      if (!(error instanceof AlreadyTracked)) throw error;
      return reply
        .status(409)
        .send({ findingId: error.findingId, error: { code: error.code, message: error.messageIn(locale) } });
    }
  });

  app.get("/api/document-audits/:id/finding-owners", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    return { owners: await documentAuditFindingOwners(app.db, actor, { id }) };
  });

  app.get("/api/document-audits/:id/documents/:documentId", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { id, documentId } = parseInput(documentParams, request.params);
    return getAuditDocument(app.db, actor, { auditId: id, documentId });
  });

  app.get("/api/document-audits/:id/documents/:documentId/file", async (request, reply) => {
    const actor = await requireActor(request, "audits.read");
    const { id, documentId } = parseInput(documentParams, request.params);
    const file = await getAuditDocumentFile(app.db, actor, { auditId: id, documentId });
    return reply
      .header("content-type", file.contentType)
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(file.filename, "attachment"))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, max-age=300")
      .header("content-security-policy", "default-src 'none'")
      .send(file.data);
  });

  // Never compressed: a compressor would hold events back until its buffer fills.
  app.get("/api/document-audits/:id/events", { compress: false }, async (request, reply) => {
    const actor = await requireActor(request, "audits.read");
    const { id } = parseInput(idParams, request.params);
    await findDocumentAudit(app.db, actor, id);
    const stream = openEventStream(reply);
    let last = "";
    const send = (progress: { status: string; stage: string | null; progress: number }) => {
      const data = JSON.stringify(progress);
      if (data === last || stream.writableEnded) return;
      last = data;
      stream.write(`event: progress\ndata: ${data}\n\n`);
      if (progress.status === "done" || progress.status === "failed") stream.end();
    };
    // Listen first, then read the row, so no change falls between the two.
    const unsubscribe = app.jobEvents.subscribe((event) => {
      if (event.entityType !== "document_audit" || event.entityId !== id) return;
      if (event.organisationId !== actor.organisationId) return;
      send({ status: event.status, stage: event.stage ?? null, progress: event.progress ?? 0 });
    });
    const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), 25_000);
    streams.add(stream);
    const close = () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(stream);
    };
    request.raw.on("close", close);
    stream.on("finish", close);
    const now = await findDocumentAudit(app.db, actor, id);
    send({ status: now.status, stage: now.stage, progress: now.progress });
  });
}
