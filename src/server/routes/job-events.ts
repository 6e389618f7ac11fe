import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { requireActor } from "../auth/context";
import { openEventStream } from "./event-stream";
import { JobEventHub } from "../jobs/job-events";
import { siteAllowed } from "../use-cases/sites/site-access";
import { documentAuditRoutes } from "./document-audits";

declare module "fastify" {
  interface FastifyInstance {
    jobEvents: JobEventHub;
  }
}

/**
 * `GET /api/events`: a server-sent event stream of background-job progress in the caller's
 * organisation (and site, when restricted), fed by PostgreSQL LISTEN, so a pack built by any server
 * reaches a browser connected to any other.
 */
export async function jobEventRoutes(app: FastifyInstance) {
  const hub = new JobEventHub();
  app.decorate("jobEvents", hub);
  const streams = new Set<ServerResponse>();
  app.addHook("onReady", async () => {
    await hub.start(app.database);
  });
  // Open streams would hold a graceful shutdown forever: end them before the server stops listening.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook("onClose", async () => {
    await hub.stop();
  });

  // Never compressed: a compressor would hold events back until its buffer fills.
  app.get("/api/events", { compress: false }, async (request, reply) => {
    const actor = await requireActor(request, "notifications.read");
    const stream = openEventStream(reply);
    stream.write(": connected\n\n");
    streams.add(stream);
    const unsubscribe = hub.subscribe((event) => {
      if (event.organisationId !== actor.organisationId) return;
      if (event.siteId && !siteAllowed(actor, event.siteId)) return;
      const { entityType, entityId, status } = event;
      stream.write(`event: job\ndata: ${JSON.stringify({ entityType, entityId, status })}\n\n`);
    });
    const keepAlive = setInterval(() => stream.write(": keep-alive\n\n"), 25_000);
    request.raw.on("close", () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(stream);
    });
  });

  // Document audits stream their progress from this hub: their routes live in its context.
  await app.register(documentAuditRoutes);
}
