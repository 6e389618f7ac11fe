import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { kioskAttemptSchema, kioskIdentifySchema } from "../../domain/schemas/training";
import { trainingLanguages } from "../../domain/training/languages";
import { parseInput } from "../errors";
import { getAssignmentContent } from "../use-cases/training/kiosk/get-assignment-content";
import { getKioskInfo } from "../use-cases/training/kiosk/get-kiosk-info";
import { identifyWorker } from "../use-cases/training/kiosk/identify-worker";
import { listWorkerAssignments } from "../use-cases/training/kiosk/list-worker-assignments";
import { startReading } from "../use-cases/training/kiosk/start-reading";
import { submitAttempt } from "../use-cases/training/kiosk/submit-attempt";

/**
 * Worker-facing training at a station or on a phone, without sign-in: the kiosk token in the URL
 * names the site and station; the worker identifies with an employee code and gets a short-lived
 * ticket (header x-kiosk-ticket) for the calls that follow.
 */
const tokenParams = z.object({ token: z.string().min(16, "Unknown link").max(100, "Unknown link") });
const assignmentParams = tokenParams.extend({ assignmentId: z.uuid("Not an assignment id") });
const contentQuery = z.object({ language: z.enum(trainingLanguages, { message: "Choose EN, ES or HM" }) });

const ticketOf = (request: FastifyRequest) => {
  const value = request.headers["x-kiosk-ticket"];
  return typeof value === "string" && value.length <= 100 ? value : undefined;
};

export async function kioskRoutes(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/kiosk/")) reply.header("cache-control", "no-store");
  });

  app.get("/api/kiosk/:token", async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return getKioskInfo(app.db, { token });
  });

  app.post("/api/kiosk/:token/identify", async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    const { employeeCode } = parseInput(kioskIdentifySchema, request.body);
    return identifyWorker(app.db, { token, employeeCode });
  });

  app.get("/api/kiosk/:token/assignments", async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return listWorkerAssignments(app.db, { token, ticket: ticketOf(request) });
  });

  app.get("/api/kiosk/:token/assignments/:assignmentId/content", async (request) => {
    const { token, assignmentId } = parseInput(assignmentParams, request.params);
    const { language } = parseInput(contentQuery, request.query);
    return getAssignmentContent(app.db, { token, ticket: ticketOf(request), assignmentId, language });
  });

  app.post("/api/kiosk/:token/assignments/:assignmentId/start", async (request) => {
    const { token, assignmentId } = parseInput(assignmentParams, request.params);
    return startReading(app.db, { token, ticket: ticketOf(request), assignmentId });
  });

  app.post("/api/kiosk/:token/assignments/:assignmentId/attempts", async (request, reply) => {
    const { token, assignmentId } = parseInput(assignmentParams, request.params);
    const input = parseInput(kioskAttemptSchema, request.body);
    return reply
      .status(201)
      .send(await submitAttempt(app.db, { token, ticket: ticketOf(request), assignmentId, ...input }));
  });
}
