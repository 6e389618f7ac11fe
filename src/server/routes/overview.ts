import type { FastifyInstance } from "fastify";
import { overviewQuerySchema, readinessTargetSchema } from "../../domain/schemas/overview";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { getOverview } from "../use-cases/overview/get-overview";
import { setReadinessTarget } from "../use-cases/overview/set-readiness-target";

export async function overviewRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/overview", async (request) => {
    const actor = await requireActor(request, "overview.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const { days } = parseInput(overviewQuerySchema, request.query);
    return getOverview(app.db, actor, {
      siteSlug,
      days,
      locale: requestLocale(request),
      keepSeconds: app.config.OVERVIEW_KEEP_SECONDS,
    });
  });

  app.put("/api/sites/:siteId/readiness-target", async (request) => {
    const actor = await requireActor(request, "overview.configure");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return setReadinessTarget(app.db, actor, { siteSlug, ...parseInput(readinessTargetSchema, request.body) });
  });
}
