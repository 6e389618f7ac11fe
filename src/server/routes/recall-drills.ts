import type { FastifyInstance } from "fastify";
import {
  recallDrillCloseSchema,
  recallDrillCreateSchema,
  recallDrillParamsSchema,
  recallDrillStepSchema,
} from "../../domain/traceability/recall-drill";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { renderRecallDrillReport } from "../use-cases/traceability/recall-drill-report";
import {
  closeRecallDrill,
  getRecallDrill,
  listRecallDrills,
  recordRecallDrillStep,
  startRecallDrill,
} from "../use-cases/traceability/recall-drills";
import { createAtSite, getAtSite, sendPdf, siteSlugOf as site } from "./site-routes";

/** Mock recall drills (issue #20, decision 137). */
export async function recallDrillRoutes(app: FastifyInstance) {
  const drill = (params: unknown) => parseInput(recallDrillParamsSchema, params).drillId;

  getAtSite(app, "/api/sites/:siteId/recall-drills", "trace.read", listRecallDrills);
  createAtSite(
    app,
    "/api/sites/:siteId/recall-drills",
    "holds.place",
    recallDrillCreateSchema,
    (db, actor, siteSlug, input) => startRecallDrill(db, actor, { siteSlug, input }),
  );
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
    return sendPdf(
      reply,
      await renderRecallDrillReport(app.db, actor, {
        siteSlug: site(request.params),
        drillId: drill(request.params),
        locale: requestLocale(request),
      }),
    );
  });
}
