import type { FastifyInstance } from "fastify";
import { searchQuerySchema } from "../../domain/search";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { searchEverything } from "../use-cases/search/search-everything";

export async function searchRoutes(app: FastifyInstance) {
  app.get("/api/search", async (request) => {
    const actor = await requireActor(request, "search.use");
    return searchEverything(app.db, actor, parseInput(searchQuerySchema, request.query), requestLocale(request));
  });
}
