import type { FastifyInstance } from "fastify";
import { deletionRequestSchema, exportIdParamsSchema } from "../../domain/schemas/organisation-lifecycle";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { parseInput } from "../errors";
import { cancelOrganisationDeletion } from "../use-cases/organisation/cancel-organisation-deletion";
import { downloadOrganisationExport } from "../use-cases/organisation/download-organisation-export";
import { getOrganisationDeletion } from "../use-cases/organisation/get-organisation-deletion";
import { requestOrganisationDeletion } from "../use-cases/organisation/request-organisation-deletion";
import {
  listOrganisationExports,
  requestOrganisationExport,
} from "../use-cases/organisation/request-organisation-export";

/** Settings › Organisation: the organisation's own export and its deletion on request (administrators). */
export async function organisationRoutes(app: FastifyInstance) {
  const graceDays = () => app.config.ORGANISATION_DELETION_GRACE_DAYS;

  app.get("/api/organisation/exports", async (request) => {
    const actor = await requireActor(request, "organisation.manage");
    return { items: await listOrganisationExports(app.db, actor) };
  });

  app.post("/api/organisation/exports", async (request, reply) => {
    const actor = await requireActor(request, "organisation.manage");
    return reply.status(202).send(await requestOrganisationExport(app.db, actor));
  });

  app.get("/api/organisation/exports/:id/download", async (request, reply) => {
    const actor = await requireActor(request, "organisation.manage");
    const { id } = parseInput(exportIdParamsSchema, request.params);
    const file = await downloadOrganisationExport(app.db, actor, { id });
    return reply
      .header("content-type", "application/zip")
      .header("content-length", file.size)
      .header("content-disposition", contentDisposition(file.filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file.stream);
  });

  app.get("/api/organisation/deletion", async (request) => {
    const actor = await requireActor(request, "organisation.manage");
    return getOrganisationDeletion(app.db, actor, { graceDays: graceDays() });
  });

  app.post("/api/organisation/deletion", async (request, reply) => {
    const actor = await requireActor(request, "organisation.manage");
    const input = parseInput(deletionRequestSchema, request.body);
    const deletion = await requestOrganisationDeletion(app.db, actor, {
      ...input,
      ip: request.ip,
      graceDays: graceDays(),
    });
    return reply.status(201).send(deletion);
  });

  app.delete("/api/organisation/deletion", async (request) => {
    const actor = await requireActor(request, "organisation.manage");
    return cancelOrganisationDeletion(app.db, actor);
  });
}
