import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  assignModuleSchema,
  assignmentTrainerSchema,
  kioskCreateSchema,
  sessionListQuerySchema,
  trainingModuleInputSchema,
} from "../../domain/schemas/training";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { assignModule } from "../use-cases/training/assign-module";
import { createTrainingModule } from "../use-cases/training/create-training-module";
import { setAssignmentTrainer } from "../use-cases/training/set-assignment-trainer";
import { getAssignment } from "../use-cases/training/get-assignment";
import { getTrainingCoverage } from "../use-cases/training/get-training-coverage";
import { getTrainingMatrix } from "../use-cases/training/get-training-matrix";
import { getTrainingModule } from "../use-cases/training/get-training-module";
import { createKiosk } from "../use-cases/training/kiosk/create-kiosk";
import { listKiosks } from "../use-cases/training/kiosk/list-kiosks";
import { revokeKiosk } from "../use-cases/training/kiosk/revoke-kiosk";
import { rotateKiosk } from "../use-cases/training/kiosk/rotate-kiosk";
import { listAssignments } from "../use-cases/training/list-assignments";
import { listSessions } from "../use-cases/training/list-sessions";
import { listTrainingModules } from "../use-cases/training/list-training-modules";
import { updateTrainingModule } from "../use-cases/training/update-training-module";
import { siteParamsSchema } from "../../domain/schemas/sites";

const moduleParams = z.object({ moduleId: z.uuid("Not a module id") });
const kioskParams = z.object({ kioskId: z.uuid("Not a kiosk id") });
const assignmentParams = z.object({ assignmentId: z.uuid("Not an assignment id") });

export async function trainingRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/training/modules", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listTrainingModules(app.db, actor, { siteSlug });
  });

  app.get("/api/training/modules/:moduleId", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { moduleId } = parseInput(moduleParams, request.params);
    return getTrainingModule(app.db, actor, { moduleId });
  });

  app.post("/api/training/modules", async (request, reply) => {
    const actor = await requireActor(request, "training.manage");
    return reply
      .status(201)
      .send(await createTrainingModule(app.db, actor, parseInput(trainingModuleInputSchema, request.body)));
  });

  app.put("/api/training/modules/:moduleId", async (request) => {
    const actor = await requireActor(request, "training.manage");
    const { moduleId } = parseInput(moduleParams, request.params);
    return updateTrainingModule(app.db, actor, { moduleId, ...parseInput(trainingModuleInputSchema, request.body) });
  });

  app.get("/api/sites/:siteId/training/matrix", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getTrainingMatrix(app.db, actor, { siteSlug });
  });

  app.get("/api/sites/:siteId/training/coverage", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getTrainingCoverage(app.db, actor, { siteSlug });
  });

  app.get("/api/sites/:siteId/training/assignments", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listAssignments(app.db, actor, { siteSlug });
  });

  app.get("/api/training/assignments/:assignmentId", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { assignmentId } = parseInput(assignmentParams, request.params);
    return getAssignment(app.db, actor, { assignmentId });
  });

  app.put("/api/training/assignments/:assignmentId/trainer", async (request) => {
    const actor = await requireActor(request, "training.manage");
    const { assignmentId } = parseInput(assignmentParams, request.params);
    const { trainerName } = parseInput(assignmentTrainerSchema, request.body);
    return setAssignmentTrainer(app.db, actor, { assignmentId, trainerName });
  });

  app.post("/api/sites/:siteId/training/assignments", async (request, reply) => {
    const actor = await requireActor(request, "training.assign");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return reply
      .status(201)
      .send(await assignModule(app.db, actor, { siteSlug, ...parseInput(assignModuleSchema, request.body) }));
  });

  app.get("/api/sites/:siteId/training/sessions", async (request) => {
    const actor = await requireActor(request, "training.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listSessions(app.db, actor, { siteSlug, ...parseInput(sessionListQuerySchema, request.query) });
  });

  app.get("/api/sites/:siteId/training/kiosks", async (request) => {
    const actor = await requireActor(request, "training.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listKiosks(app.db, actor, { siteSlug });
  });

  app.post("/api/sites/:siteId/training/kiosks", async (request, reply) => {
    const actor = await requireActor(request, "training.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return reply
      .status(201)
      .send(await createKiosk(app.db, actor, { siteSlug, ...parseInput(kioskCreateSchema, request.body) }));
  });

  app.post("/api/training/kiosks/:kioskId/rotate", async (request) => {
    const actor = await requireActor(request, "training.manage");
    const { kioskId } = parseInput(kioskParams, request.params);
    return rotateKiosk(app.db, actor, { kioskId });
  });

  app.post("/api/training/kiosks/:kioskId/revoke", async (request) => {
    const actor = await requireActor(request, "training.manage");
    const { kioskId } = parseInput(kioskParams, request.params);
    return revokeKiosk(app.db, actor, { kioskId });
  });
}
