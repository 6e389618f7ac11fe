import type { FastifyInstance } from "fastify";
import { scopeSchema } from "../../domain/schemas/scope";
import { clauseNaInputSchema, clauseParamsSchema } from "../../domain/schemas/scope-api";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { markSiteClauseNA } from "../use-cases/scope/mark-clause-na";
import { unmarkSiteClauseNA } from "../use-cases/scope/unmark-clause-na";
import { confirmScope } from "../use-cases/scope/confirm-scope";
import { getSiteScope } from "../use-cases/scope/get-site-scope";
import { listSiteClauses } from "../use-cases/scope/list-site-clauses";
import { saveScopeDraft } from "../use-cases/scope/save-scope-draft";
import { siteParamsSchema } from "../../domain/schemas/sites";

/** The audit scope of a site (wizard draft, confirmation) and the clauses it makes applicable. */
export async function scopeRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/scope", async (request) => {
    const actor = await requireActor(request, "scope.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getSiteScope(app.db, actor, { siteSlug });
  });

  app.put("/api/sites/:siteId/scope", async (request) => {
    const actor = await requireActor(request, "scope.edit");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return saveScopeDraft(app.db, actor, { siteSlug, scope: parseInput(scopeSchema, request.body) });
  });

  app.post("/api/sites/:siteId/scope/confirm", async (request) => {
    const actor = await requireActor(request, "scope.confirm");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return confirmScope(app.db, actor, { siteSlug, scope: parseInput(scopeSchema, request.body) });
  });

  app.get("/api/sites/:siteId/clauses", async (request) => {
    const actor = await requireActor(request, "scope.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listSiteClauses(app.db, actor, { siteSlug });
  });

  app.post("/api/sites/:siteId/clauses/:clauseId/na", async (request) => {
    const actor = await requireActor(request, "scope.edit");
    const { siteSlug, clauseId } = parseInput(clauseParamsSchema, request.params);
    const { rationale } = parseInput(clauseNaInputSchema, request.body);
    return markSiteClauseNA(app.db, actor, { siteSlug, clauseId, rationale });
  });

  app.delete("/api/sites/:siteId/clauses/:clauseId/na", async (request) => {
    const actor = await requireActor(request, "scope.edit");
    const { siteSlug, clauseId } = parseInput(clauseParamsSchema, request.params);
    return unmarkSiteClauseNA(app.db, actor, { siteSlug, clauseId });
  });
}
