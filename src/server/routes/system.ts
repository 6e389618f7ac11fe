import type { FastifyInstance } from "fastify";
import { seedsDemo } from "../config";
import { pingDatabase } from "../db/client";
import { DEMO_PASSWORD, demoUsers } from "../demo/demo-organisation";
import { isActiveAccount } from "../use-cases/accounts/is-active-account";

const demoAdmin = demoUsers.find((u) => u.role === "admin")!;

export async function systemRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: "ok", database: app.databaseKind };
    } catch {
      return reply.status(503).send({ status: "unavailable", database: app.databaseKind });
    }
  });

  // Public: the landing page's links are configuration, not code. The demo's sign-in (whose password
  // the README publishes) is offered only where the demo organisation was seeded.
  app.get("/api/public-config", async () => ({
    requestDemoUrl: app.config.REQUEST_DEMO_URL,
    getStartedUrl: app.config.GET_STARTED_URL,
    signUpOpen: app.config.SIGNUP === "open",
    demoSignIn:
      seedsDemo(app.config) && (await isActiveAccount(app.db, { email: demoAdmin.email }))
        ? { email: demoAdmin.email, password: DEMO_PASSWORD }
        : null,
  }));
}
