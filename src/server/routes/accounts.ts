import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { changePasswordSchema, signUpSchema, updateProfileSchema } from "../../domain/schemas/auth";
import { requireActor } from "../auth/context";
import { clearSessionCookie, setSessionCookie } from "../auth/sessions";
import { AppError, parseInput } from "../errors";
import { changePassword } from "../use-cases/accounts/change-password";
import { endMySessions } from "../use-cases/accounts/end-my-sessions";
import { listMySessions } from "../use-cases/accounts/list-my-sessions";
import { signUp } from "../use-cases/accounts/sign-up";
import { getFirstRunChecklist } from "../use-cases/accounts/get-first-run-checklist";
import { getMe } from "../use-cases/users/get-me";
import { updateNotificationPreferencesSchema } from "../../domain/schemas/notification-preferences";
import { getNotificationPreferences } from "../use-cases/notifications/preferences/get-notification-preferences";
import { updateNotificationPreferences } from "../use-cases/notifications/preferences/update-notification-preferences";
import { updateMyProfile } from "../use-cases/users/update-my-profile";

const sessionParams = z.object({ sessionId: z.uuid("Must be a session id") });

/** Self-service accounts: sign-up, your password, your sessions. */
export async function accountRoutes(app: FastifyInstance) {
  app.post("/api/organisations", async (request, reply) => {
    if (app.config.SIGNUP === "closed")
      throw new AppError(
        "forbidden",
        "Sign-up is closed on this installation. Ask your administrator for an invitation.",
      );
    const input = parseInput(signUpSchema, request.body);
    const { token, actor } = await signUp(app.db, {
      ...input,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
      policy: app.sessionPolicy,
    });
    setSessionCookie(reply, token, app.sessionPolicy);
    return reply.status(201).send(await getMe(app.db, actor));
  });

  app.get("/api/first-run", async (request) => getFirstRunChecklist(app.db, await requireActor(request, "sites.read")));

  // Your own profile settings: { locale: "en" | "es" | null }; answers the updated `me`.
  app.patch("/api/me", async (request) => {
    const actor = await requireActor(request);
    return updateMyProfile(app.db, actor, parseInput(updateProfileSchema, request.body));
  });

  // Your e-mail setting per kind of notification: immediately, in the daily digest, or off (decision 116).
  app.get("/api/account/notification-preferences", async (request) =>
    getNotificationPreferences(app.db, await requireActor(request, "notifications.read")),
  );

  app.put("/api/account/notification-preferences", async (request) => {
    const actor = await requireActor(request, "notifications.read");
    return updateNotificationPreferences(app.db, actor, parseInput(updateNotificationPreferencesSchema, request.body));
  });

  app.post("/api/me/password", async (request, reply) => {
    const actor = await requireActor(request);
    await changePassword(app.db, actor, { ...parseInput(changePasswordSchema, request.body), ip: request.ip });
    return reply.status(204).send();
  });

  app.get("/api/me/sessions", async (request) =>
    listMySessions(app.db, await requireActor(request), { idleMinutes: app.sessionPolicy.idleMinutes }),
  );

  app.delete("/api/me/sessions/:sessionId", async (request, reply) => {
    const actor = await requireActor(request);
    const { currentEnded } = await endMySessions(app.db, actor, parseInput(sessionParams, request.params));
    if (currentEnded) clearSessionCookie(reply);
    return reply.status(204).send();
  });

  // "Sign out everywhere": every session of the user, this one included.
  app.delete("/api/me/sessions", async (request, reply) => {
    await endMySessions(app.db, await requireActor(request), {});
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
