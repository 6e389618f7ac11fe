import type { FastifyInstance } from "fastify";
import { currentSiteSchema, siteCreateSchema, siteUpdateSchema, siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { createSite, currentSite, selectCurrentSite, updateSite } from "../use-cases/sites/manage-sites";
import { getSiteDetail } from "../use-cases/scope/site-detail";
import { listVisibleSites, toSiteView } from "../use-cases/sites/site-access";

export async function siteRoutes(app: FastifyInstance) {
  app.get("/api/sites", async (request) => {
    const actor = await requireActor(request, "sites.read");
    const [sites, current] = await Promise.all([listVisibleSites(app.db, actor), currentSite(app.db, actor)]);
    return { sites: sites.map(toSiteView), currentSite: current?.id ?? null };
  });

  app.get("/api/sites/:siteId", async (request) => {
    const actor = await requireActor(request, "sites.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getSiteDetail(app.db, actor, siteSlug);
  });

  app.post("/api/sites", async (request, reply) => {
    const actor = await requireActor(request, "sites.manage");
    const site = await createSite(app.db, actor, parseInput(siteCreateSchema, request.body));
    return reply.status(201).send(site);
  });

  app.patch("/api/sites/:siteId", async (request) => {
    const actor = await requireActor(request, "sites.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return updateSite(app.db, actor, siteSlug, parseInput(siteUpdateSchema, request.body));
  });

  app.put("/api/me/current-site", async (request) => {
    const actor = await requireActor(request, "sites.read");
    const { siteId } = parseInput(currentSiteSchema, request.body);
    return selectCurrentSite(app.db, actor, siteId);
  });
}
