import type { FastifyInstance } from "fastify";
import {
  recordImportColumnsSchema,
  recordImportParams,
  recordImportRequestSchema,
  undoRecordImportSchema,
} from "../../domain/schemas/record-imports";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import {
  commitRecordImport,
  listRecordImports,
  previewRecordImport,
  recordImportColumns,
  undoRecordImport,
} from "../use-cases/imports/record-imports";

/**
 * Bringing existing logs in (issue 19, decision 145). Each POST is multipart/form-data: `file` (one CSV
 * or XLSX) and `data` (JSON: `formId`, and for preview and commit `mapping` and optionally `clauseId`).
 */
export async function recordImportRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/record-imports", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listRecordImports(app.db, actor, { siteSlug });
  });

  app.post("/api/sites/:siteId/record-imports/columns", async (request) => {
    const actor = await requireActor(request, "records.import");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const body = await readMultipart(request);
    const { formId } = parseInput(recordImportColumnsSchema, jsonField(body));
    return recordImportColumns(app.db, actor, { siteSlug, formId, files: body.files });
  });

  app.post("/api/sites/:siteId/record-imports/preview", async (request) => {
    const actor = await requireActor(request, "records.import");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const body = await readMultipart(request);
    const input = parseInput(recordImportRequestSchema, jsonField(body));
    return previewRecordImport(app.db, actor, {
      siteSlug,
      request: input,
      files: body.files,
      locale: requestLocale(request),
    });
  });

  app.post("/api/sites/:siteId/record-imports", async (request, reply) => {
    const actor = await requireActor(request, "records.import");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const body = await readMultipart(request);
    const input = parseInput(recordImportRequestSchema, jsonField(body));
    const created = await commitRecordImport(app.db, actor, { siteSlug, request: input, files: body.files });
    return reply.status(201).send(created);
  });

  app.post("/api/sites/:siteId/record-imports/:importId/undo", async (request) => {
    const actor = await requireActor(request, "records.import");
    const { siteId, importId } = parseInput(recordImportParams, request.params);
    const { reason } = parseInput(undoRecordImportSchema, request.body);
    return undoRecordImport(app.db, actor, { siteSlug: siteId, importId, reason });
  });
}
