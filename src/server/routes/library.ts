import type { FastifyInstance } from "fastify";
import {
  fspSectionUpdateSchema,
  fspSignSchema,
  idParams,
  sopFormSchema,
  sopPublishSchema,
  sopStatusChangeSchema,
  sopTrainingSchema,
  sopVersionParams,
  templateDownloadSchema,
  templateListQuerySchema,
} from "../../domain/schemas/library";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { sendFile } from "./site-routes";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { changeSopStatus } from "../use-cases/library/change-sop-status";
import { createSop } from "../use-cases/library/create-sop";
import { createTrainingFromSop } from "../use-cases/library/create-training-from-sop";
import { downloadTemplate } from "../use-cases/library/download-template";
import { exportFspPdf } from "../use-cases/library/export-fsp-pdf";
import { getFsp } from "../use-cases/library/get-fsp";
import { getFspHistory } from "../use-cases/library/get-fsp-history";
import { getSop } from "../use-cases/library/get-sop";
import { getSopVersion } from "../use-cases/library/get-sop-version";
import { listReviewers } from "../use-cases/library/list-reviewers";
import { listSops } from "../use-cases/library/list-sops";
import { listTemplates } from "../use-cases/library/list-templates";
import { publishSop } from "../use-cases/library/publish-sop";
import { signFsp } from "../use-cases/library/sign-fsp";
import { updateFspSection } from "../use-cases/library/update-fsp-section";
import { updateSop } from "../use-cases/library/update-sop";

/** Library (issue 9): Food Safety Plan with PCQI e-signature, versioned SOPs, document templates. */
export async function libraryRoutes(app: FastifyInstance) {
  // Food Safety Plan
  app.get("/api/sites/:siteId/fsp", async (request) => {
    const actor = await requireActor(request, "library.read");
    return getFsp(app.db, actor, {
      ...parseInput(siteParamsSchema, request.params),
      locale: requestLocale(request),
    });
  });

  app.get("/api/sites/:siteId/fsp/history", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { entries: await getFspHistory(app.db, actor, parseInput(siteParamsSchema, request.params)) };
  });

  app.get("/api/sites/:siteId/fsp/export", async (request, reply) => {
    const actor = await requireActor(request, "library.read");
    const { fileName, pdf } = await exportFspPdf(app.db, actor, {
      ...parseInput(siteParamsSchema, request.params),
      locale: requestLocale(request),
    });
    return sendFile(reply, { fileName, contentType: "application/pdf", body: pdf });
  });

  app.patch("/api/library/fsp/sections/:id", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return updateFspSection(app.db, actor, { sectionId: id, ...parseInput(fspSectionUpdateSchema, request.body) });
  });

  app.post("/api/sites/:siteId/fsp/signatures", async (request, reply) => {
    const actor = await requireActor(request, "fsp.sign");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const { password, code } = parseInput(fspSignSchema, request.body);
    return reply.status(201).send(await signFsp(app.db, actor, { siteSlug, password, code, ip: request.ip }));
  });

  // SOPs
  app.get("/api/sites/:siteId/sops", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { sops: await listSops(app.db, actor, parseInput(siteParamsSchema, request.params)) };
  });

  app.post("/api/sites/:siteId/sops", async (request, reply) => {
    const actor = await requireActor(request, "library.edit");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return reply.status(201).send(
      await createSop(app.db, actor, {
        siteSlug,
        locale: requestLocale(request),
        ...parseInput(sopFormSchema, request.body),
      }),
    );
  });

  app.get("/api/library/reviewers", async (request) => {
    const actor = await requireActor(request, "library.read");
    return { reviewers: await listReviewers(app.db, actor) };
  });

  app.get("/api/library/sops/:id", async (request) => {
    const actor = await requireActor(request, "library.read");
    return getSop(app.db, actor, { ...parseInput(idParams, request.params), locale: requestLocale(request) });
  });

  app.put("/api/library/sops/:id", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return updateSop(app.db, actor, { id, locale: requestLocale(request), ...parseInput(sopFormSchema, request.body) });
  });

  app.post("/api/library/sops/:id/status", async (request) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return changeSopStatus(app.db, actor, {
      id,
      locale: requestLocale(request),
      ...parseInput(sopStatusChangeSchema, request.body),
    });
  });

  app.post("/api/library/sops/:id/versions", async (request, reply) => {
    const actor = await requireActor(request, "library.edit");
    const { id } = parseInput(idParams, request.params);
    return reply.status(201).send(
      await publishSop(app.db, actor, {
        id,
        locale: requestLocale(request),
        ...parseInput(sopPublishSchema, request.body),
      }),
    );
  });

  app.get("/api/library/sops/:id/versions/:version", async (request) => {
    const actor = await requireActor(request, "library.read");
    return getSopVersion(app.db, actor, parseInput(sopVersionParams, request.params));
  });

  app.post("/api/library/sops/:id/training", async (request, reply) => {
    const actor = await requireActor(request, "training.manage");
    const { id } = parseInput(idParams, request.params);
    return reply
      .status(201)
      .send(await createTrainingFromSop(app.db, actor, { id, ...parseInput(sopTrainingSchema, request.body) }));
  });

  // Templates
  app.get("/api/library/templates", async (request) => {
    const actor = await requireActor(request, "library.read");
    return {
      templates: await listTemplates(app.db, actor, {
        ...parseInput(templateListQuerySchema, request.query),
        locale: requestLocale(request),
      }),
    };
  });

  app.post("/api/library/templates/:id/download", async (request, reply) => {
    const actor = await requireActor(request, "library.read");
    const { id } = parseInput(idParams, request.params);
    // The body's field is named siteId (a public contract) but holds the site's slug.
    const { siteId: siteSlug } = parseInput(templateDownloadSchema, request.body);
    const result = await downloadTemplate(app.db, actor, { id, siteSlug, locale: requestLocale(request) });
    reply.header("x-download-count", String(result.downloads));
    return sendFile(reply, { fileName: result.fileName, contentType: result.contentType, body: result.file });
  });
}
