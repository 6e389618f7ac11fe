import type { FastifyInstance } from "fastify";
import { siteParamsSchema } from "../../domain/schemas/sites";
import {
  recallDrillCloseSchema,
  recallDrillCreateSchema,
  recallDrillParamsSchema,
  recallDrillStepSchema,
} from "../../domain/traceability/recall-drill";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { contentDisposition } from "../content-disposition";
import { renderRecallDrillReport } from "../use-cases/traceability/recall-drill-report";
import {
  closeRecallDrill,
  getRecallDrill,
  listRecallDrills,
  recordRecallDrillStep,
  startRecallDrill,
} from "../use-cases/traceability/recall-drills";

/** Mock recall drills (issue #20, decision 137). */
export async function recallDrillRoutes(app: FastifyInstance) {
  const site = (params: unknown) => parseInput(siteParamsSchema, params).siteSlug;
  const drill = (params: unknown) => parseInput(recallDrillParamsSchema, params).drillId;

  app.get("/api/sites/:siteId/recall-drills", async (request) => {
    const actor = await requireActor(request, "trace.read");
    return listRecallDrills(app.db, actor, { siteSlug: site(request.params) });
  });
  app.post("/api/sites/:siteId/recall-drills", async (request, reply) => {
    const actor = await requireActor(request, "holds.place");
    const siteSlug = site(request.params);
    const input = parseInput(recallDrillCreateSchema, request.body);
    return reply.status(201).send(await startRecallDrill(app.db, actor, { siteSlug, input }));
  });
  app.get("/api/sites/:siteId/recall-drills/:drillId", async (request) => {
    const actor = await requireActor(request, "trace.read");
    return getRecallDrill(app.db, actor, { siteSlug: site(request.params), drillId: drill(request.params) });
  });
  app.post("/api/sites/:siteId/recall-drills/:drillId/steps", async (request) => {
    const actor = await requireActor(request, "holds.place");
    const siteSlug = site(request.params);
    const drillId = drill(request.params);
    const input = parseInput(recallDrillStepSchema, request.body);
    return recordRecallDrillStep(app.db, actor, { siteSlug, drillId, input, locale: requestLocale(request) });
  });
  app.post("/api/sites/:siteId/recall-drills/:drillId/close", async (request) => {
    const actor = await requireActor(request, "holds.place");
    const siteSlug = site(request.params);
    const drillId = drill(request.params);
    const { conclusion } = parseInput(recallDrillCloseSchema, request.body ?? {});
    return closeRecallDrill(app.db, actor, { siteSlug, drillId, conclusion });
  });
  app.get("/api/sites/:siteId/recall-drills/:drillId/report", async (request, reply) => {
    const actor = await requireActor(request, "trace.read");
    const { fileName, pdf } = await renderRecallDrillReport(app.db, actor, {
      siteSlug: site(request.params),
      drillId: drill(request.params),
      locale: requestLocale(request),
    });
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", contentDisposition(fileName))
      .header("cache-control", "no-store")
      .send(pdf);
  });
}
