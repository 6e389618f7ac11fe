import type { FastifyInstance } from "fastify";
import { overviewQuerySchema, readinessTargetSchema } from "../../domain/schemas/overview";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { getOverview } from "../use-cases/overview/get-overview";
import { setReadinessTarget } from "../use-cases/overview/readiness-target";

type SiteParams = { Params: { siteId: string } };

export async function overviewRoutes(app: FastifyInstance) {
  app.get<SiteParams>("/api/sites/:siteId/overview", async (request) => {
    const actor = await requireActor(request, "overview.read");
    const { days } = parseInput(overviewQuerySchema, request.query);
    return getOverview(app.db, actor, request.params.siteId, days);
  });

  app.put<SiteParams>("/api/sites/:siteId/readiness-target", async (request) => {
    const actor = await requireActor(request, "overview.configure");
    return setReadinessTarget(app.db, actor, request.params.siteId, parseInput(readinessTargetSchema, request.body));
  });
}
