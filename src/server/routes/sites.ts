import type { FastifyInstance } from "fastify";
import { currentSiteSchema, siteCreateSchema, siteUpdateSchema, siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { getSiteDetail } from "../use-cases/scope/get-site-detail";
import { createSite } from "../use-cases/sites/create-site";
import { listSites } from "../use-cases/sites/list-sites";
import { selectCurrentSite } from "../use-cases/sites/select-current-site";
import { updateSite } from "../use-cases/sites/update-site";

export async function siteRoutes(app: FastifyInstance) {
  app.get("/api/sites", async (request) => {
    const actor = await requireActor(request, "sites.read");
    return listSites(app.db, actor);
  });

  app.get("/api/sites/:siteId", async (request) => {
    const actor = await requireActor(request, "sites.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getSiteDetail(app.db, actor, { siteSlug });
  });

  app.post("/api/sites", async (request, reply) => {
    const actor = await requireActor(request, "sites.manage");
    const site = await createSite(app.db, actor, parseInput(siteCreateSchema, request.body));
    return reply.status(201).send(site);
  });

  app.patch("/api/sites/:siteId", async (request) => {
    const actor = await requireActor(request, "sites.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return updateSite(app.db, actor, { siteSlug, ...parseInput(siteUpdateSchema, request.body) });
  });

  app.put("/api/me/current-site", async (request) => {
    const actor = await requireActor(request, "sites.read");
    // The body's field is named siteId (a public contract) but holds the site's slug.
    const { siteId: siteSlug } = parseInput(currentSiteSchema, request.body);
    return selectCurrentSite(app.db, actor, { siteSlug });
  });
}
