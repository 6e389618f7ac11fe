import type { FastifyInstance } from "fastify";
import { formDefinitionSchema, formParamsSchema } from "../../domain/schemas/forms";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { createForm, getForm, listForms, publishFormVersion } from "../use-cases/forms/forms";

/** Log forms as data (decision 138): every role reads them; admins and QA managers build them. */
export async function formRoutes(app: FastifyInstance) {
  app.get("/api/forms", async (request) => {
    const actor = await requireActor(request, "records.read");
    return listForms(app.db, actor);
  });

  app.post("/api/forms", async (request, reply) => {
    const actor = await requireActor(request, "forms.manage");
    const definition = parseInput(formDefinitionSchema, request.body);
    return reply.status(201).send(await createForm(app.db, actor, definition));
  });

  app.get("/api/forms/:id", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { id } = parseInput(formParamsSchema, request.params);
    return getForm(app.db, actor, { id });
  });

  /** Publishes the next version; the records made with earlier versions keep theirs. */
  app.put("/api/forms/:id", async (request) => {
    const actor = await requireActor(request, "forms.manage");
    const { id } = parseInput(formParamsSchema, request.params);
    const definition = parseInput(formDefinitionSchema, request.body);
    return publishFormVersion(app.db, actor, { id, definition });
  });
}
