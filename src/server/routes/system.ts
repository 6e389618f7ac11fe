import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../db/client";

export async function systemRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: "ok", database: app.databaseKind };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: app.databaseKind });
    }
  });

  // Public: the landing page's two external links are configuration, not code.
  app.get("/api/public-config", async () => ({
    requestDemoUrl: app.config.REQUEST_DEMO_URL,
    getStartedUrl: app.config.GET_STARTED_URL,
    signUpOpen: app.config.SIGNUP === "open",
  }));
}
