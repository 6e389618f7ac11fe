import type { FastifyInstance, FastifyReply } from "fastify";
import {
  fspSectionUpdateSchema,
  fspSignSchema,
  idParams,
  siteParams,
  sopFormSchema,
  sopPublishSchema,
  sopStatusChangeSchema,
  sopTrainingSchema,
  sopVersionParams,
  templateDownloadSchema,
  templateListQuerySchema,
} from "../../domain/schemas/library";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { createTrainingFromSop } from "../use-cases/library/create-training-from-sop";
import { exportFspPdf } from "../use-cases/library/export-fsp-pdf";
import { getFspHistory } from "../use-cases/library/fsp-history";
import { getFsp } from "../use-cases/library/fsp-plan";
import { listReviewers } from "../use-cases/library/list-reviewers";
import { listSops } from "../use-cases/library/list-sops";
import { createSop, updateSop } from "../use-cases/library/save-sop";
import { signFsp } from "../use-cases/library/sign-fsp";
import { changeSopStatus, getSopVersion, publishSop } from "../use-cases/library/sop-lifecycle";
import { getSop } from "../use-cases/library/sop-views";
import { downloadTemplate, listTemplates } from "../use-cases/library/templates";
import { updateFspSection } from "../use-cases/library/update-fsp-section";

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; body: Buffer }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Library (issue 9): Food Safety Plan with PCQI e-signature, versioned SOPs, document templates. */
export async function libraryRoutes(app: FastifyInstance) {
  // Food Safety Plan
  app.get("/api/sites/:siteId/fsp", async (request) => {
    const actor = await requireActor(request, "library.read");
    return getFsp(app.db, actor, parseInput(siteParams, request.params).siteId);
  });

  app.get("/api/sites/:siteId/fsp/history", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { entries: await getFspHistory(app.db, actor, parseInput(siteParams, request.params).siteId) };
  });

  app.get("/api/sites/:siteId/fsp/export", async (request, reply) => {
    const actor = await requireActor(request, "library.read");
    const { fileName, pdf } = await exportFspPdf(app.db, actor, parseInput(siteParams, request.params).siteId);
    return sendFile(reply, { fileName, contentType: "application/pdf", body: pdf });
  });

  app.patch("/api/library/fsp/sections/:id", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return updateFspSection(app.db, actor, id, parseInput(fspSectionUpdateSchema, request.body));
  });

  app.post("/api/sites/:siteId/fsp/signatures", async (request, reply) => {
    const actor = await requireActor(request, "fsp.sign");
    const { siteId } = parseInput(siteParams, request.params);
    const { password } = parseInput(fspSignSchema, request.body);
    return reply.status(201).send(await signFsp(app.db, actor, siteId, { password, ip: request.ip }));
  });

  // SOPs
  app.get("/api/sites/:siteId/sops", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { sops: await listSops(app.db, actor, parseInput(siteParams, request.params).siteId) };
  });

  app.post("/api/sites/:siteId/sops", async (request, reply) => {
    const actor = await requireActor(request, "library.edit");
    const { siteId } = parseInput(siteParams, request.params);
    return reply.status(201).send(await createSop(app.db, actor, siteId, parseInput(sopFormSchema, request.body)));
  });

  app.get("/api/library/reviewers", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { reviewers: await listReviewers(app.db, actor) };
  });

  app.get("/api/library/sops/:id", async (request) => {
    const actor = await requireActor(request, "library.read");
    return getSop(app.db, actor, parseInput(idParams, request.params).id);
  });

  app.put("/api/library/sops/:id", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return updateSop(app.db, actor, id, parseInput(sopFormSchema, request.body));
  });

  app.post("/api/library/sops/:id/status", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return changeSopStatus(app.db, actor, id, parseInput(sopStatusChangeSchema, request.body).status);
  });

  app.post("/api/library/sops/:id/versions", async (request, reply) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return reply
      .status(201)
      .send(await publishSop(app.db, actor, id, parseInput(sopPublishSchema, request.body).changeSummary));
  });

  app.get("/api/library/sops/:id/versions/:version", async (request) => {
    const actor = await requireActor(request, "library.read");
    const { id, version } = parseInput(sopVersionParams, request.params);
    return getSopVersion(app.db, actor, id, version);
  });

  app.post("/api/library/sops/:id/training", async (request, reply) => {
    const actor = await requireActor(request, "training.manage");
    const { id } = parseInput(idParams, request.params);
    return reply
      .status(201)
      .send(await createTrainingFromSop(app.db, actor, id, parseInput(sopTrainingSchema, request.body)));
  });

  // Templates
  app.get("/api/library/templates", async (request) => {
    const actor = await requireActor(request, "library.read");
    return {
      templates: await listTemplates(app.db, actor, parseInput(templateListQuerySchema, request.query).category),
    };
  });

  app.post("/api/library/templates/:id/download", async (request, reply) => {
    const actor = await requireActor(request, "library.read");
    const { id } = parseInput(idParams, request.params);
    const { siteId } = parseInput(templateDownloadSchema, request.body);
    const result = await downloadTemplate(app.db, actor, id, siteId);
    reply.header("x-download-count", String(result.downloads));
    return sendFile(reply, { fileName: result.fileName, contentType: result.contentType, body: result.file });
  });
}
