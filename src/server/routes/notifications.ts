import type { FastifyInstance } from "fastify";
import { markNotificationsReadSchema } from "../../domain/notifications";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { listNotifications } from "../use-cases/notifications/list-notifications";
import { markNotificationsRead } from "../use-cases/notifications/mark-notifications-read";

export async function notificationRoutes(app: FastifyInstance) {
  app.get("/api/notifications", async (request) =>
    listNotifications(app.db, await requireActor(request, "notifications.read")),
  );

  app.post("/api/notifications/read", async (request) => {
    const actor = await requireActor(request, "notifications.read");
    return markNotificationsRead(app.db, actor, parseInput(markNotificationsReadSchema, request.body));
  });
}
