import type { FastifyInstance } from "fastify";
import { sendKept } from "../cache/send-kept";
import { overviewQuerySchema, readinessTargetSchema } from "../../domain/schemas/overview";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { getOverview } from "../use-cases/overview/get-overview";
import { setReadinessTarget } from "../use-cases/overview/set-readiness-target";

export async function overviewRoutes(app: FastifyInstance) {
  // Kept in memory per (site, period, reader's sites, role and language) while the organisation's data is
  // unchanged, OVERVIEW_KEEP_SECONDS at most (decisions 131, 169): a kept read asks nothing of the database.
  app.get("/api/sites/:siteId/overview", async (request, reply) => {
    const actor = await requireActor(request, "overview.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const { days } = parseInput(overviewQuerySchema, request.query);
    const locale = requestLocale(request);
    const keepSeconds = app.config.OVERVIEW_KEEP_SECONDS;
    const key = JSON.stringify(["overview", siteSlug, days, locale, actor.role, actor.restrictedSiteIds]);
    const body = await app.readCache.response(
      actor.organisationId,
      key,
      () => getOverview(app.db, actor, { siteSlug, days, locale, keepSeconds }),
      keepSeconds * 1000,
    );
    return sendKept(request, reply, body);
  });

  app.put("/api/sites/:siteId/readiness-target", async (request) => {
    const actor = await requireActor(request, "overview.configure");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return setReadinessTarget(app.db, actor, { siteSlug, ...parseInput(readinessTargetSchema, request.body) });
  });
}
