import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditLogQuerySchema } from "../../domain/schemas/audit-log";
import { requireActor } from "../auth/context";
import { requestLocale } from "../i18n/request-locale";
import { parseInput } from "../errors";
import { outboxQuerySchema } from "../../domain/schemas/email";
import { listOutbox } from "../use-cases/email/list-outbox";
import { listAuditEvents } from "../use-cases/audit/list-audit-events";
import { deactivateUser } from "../use-cases/users/deactivate-user";
import { listMembers } from "../use-cases/users/list-members";

const userParams = z.object({ userId: z.uuid("Must be a user id") });

export async function adminRoutes(app: FastifyInstance) {
  app.get("/api/admin/outbox", async (request) => {
    const actor = await requireActor(request, "outbox.read");
    return listOutbox(app.db, actor, parseInput(outboxQuerySchema, request.query), Boolean(app.config.SMTP_URL));
  });

  app.get("/api/audit-log", async (request) => {
    const actor = await requireActor(request, "audit_log.read");
    return listAuditEvents(app.db, actor, parseInput(auditLogQuerySchema, request.query), requestLocale(request));
  });

  app.get("/api/users", async (request) => {
    const actor = await requireActor(request, "users.manage");
    return { users: await listMembers(app.db, actor) };
  });

  app.post("/api/users/:userId/deactivate", async (request) => {
    const actor = await requireActor(request, "users.manage");
    const { userId } = parseInput(userParams, request.params);
    return deactivateUser(app.db, actor, { userId });
  });
}
