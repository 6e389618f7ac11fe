import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { externalAuditCreateSchema, reportUploadFieldsSchema, responseFieldsSchema } from "../../domain/schemas/audits";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import { listExternalAudits } from "../use-cases/audits/list-external-audits";
import { scheduleExternalAudit } from "../use-cases/audits/schedule-external-audit";
import { submitResponse } from "../use-cases/audits/submit-response";
import { uploadReport } from "../use-cases/audits/upload-report";
import { siteParamsSchema } from "../../domain/schemas/sites";

const idParams = z.object({ id: z.uuid("Not a valid id") });

/** Multipart text fields, or a JSON body's fields when no file is sent. */
const formFields = (body: Awaited<ReturnType<typeof readMultipart>>) =>
  body.fields.data !== undefined && Object.keys(body.fields).length === 1
    ? (jsonField(body) as Record<string, unknown>)
    : body.fields;

export async function externalAuditRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/external-audits", async (request) => {
    const actor = await requireActor(request, "audits.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listExternalAudits(app.db, actor, { siteSlug });
  });

  app.post("/api/external-audits", async (request, reply) => {
    const actor = await requireActor(request, "audits.run");
    const audit = await scheduleExternalAudit(app.db, actor, parseInput(externalAuditCreateSchema, request.body));
    return reply.status(201).send(audit);
  });

  app.post("/api/external-audits/:id/report", async (request) => {
    const actor = await requireActor(request, "audits.upload_report");
    const { id } = parseInput(idParams, request.params);
    const body = await readMultipart(request);
    return uploadReport(app.db, actor, {
      id,
      files: body.files,
      ...parseInput(reportUploadFieldsSchema, formFields(body)),
    });
  });

  app.post("/api/external-audits/:id/response", async (request) => {
    const actor = await requireActor(request, "audits.run");
    const { id } = parseInput(idParams, request.params);
    const body = await readMultipart(request);
    const { notes } = parseInput(responseFieldsSchema, formFields(body));
    return submitResponse(app.db, actor, { id, notes, files: body.files });
  });
}
