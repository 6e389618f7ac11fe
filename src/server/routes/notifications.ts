import type { FastifyInstance } from "fastify";
import { markNotificationsReadSchema } from "../../domain/notifications";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { listNotifications } from "../use-cases/notifications/list-notifications";
import { markNotificationsRead } from "../use-cases/notifications/mark-notifications-read";

export async function notificationRoutes(app: FastifyInstance) {
  app.get("/api/notifications", async (request) => {
    const actor = await requireActor(request, "notifications.read");
    return listNotifications(app.db, actor, requestLocale(request));
  });

  app.post("/api/notifications/read", async (request) => {
    const actor = await requireActor(request, "notifications.read");
    const input = parseInput(markNotificationsReadSchema, request.body);
    return markNotificationsRead(app.db, actor, { ...input, locale: requestLocale(request) });
  });
}
