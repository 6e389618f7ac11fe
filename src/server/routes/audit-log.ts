import type { FastifyInstance } from "fastify";
import { requireActor } from "../auth/context";
import { requestLocale } from "../i18n/request-locale";
import { auditTrailStatus, requestVerification } from "../use-cases/audit/audit-verifications";
import { signCheckpointNow } from "../use-cases/audit/sign-checkpoints";

/** Settings › Audit log: the trail's signed checkpoints and "Verify now". The event list is in admin.ts. */
export async function auditLogRoutes(app: FastifyInstance) {
  app.get("/api/audit-log/status", async (request) => {
    const actor = await requireActor(request, "audit_log.read");
    return auditTrailStatus(app.db, actor, app.auditTrail, requestLocale(request));
  });

  app.post("/api/audit-log/verifications", async (request, reply) => {
    const actor = await requireActor(request, "audit_log.verify");
    const verification = await requestVerification(app.db, actor, requestLocale(request));
    return reply.status(202).send(verification);
  });

  app.post("/api/audit-log/checkpoints", async (request, reply) => {
    const actor = await requireActor(request, "audit_log.verify");
    const checkpoint = await signCheckpointNow(app.db, app.auditTrail, actor.organisationId);
    return reply.status(checkpoint ? 201 : 200).send({
      signed: checkpoint !== null,
      ...(await auditTrailStatus(app.db, actor, app.auditTrail, requestLocale(request))),
    });
  });
}
