import type { FastifyInstance } from "fastify";
import { signInSchema } from "../../domain/schemas/auth";
import { requireActor } from "../auth/context";
import { clearSessionCookie, setSessionCookie } from "../auth/sessions";
import { signIn, signOut } from "../auth/sign-in";
import { parseInput } from "../errors";
import { getMe } from "../use-cases/users/get-me";

export async function authRoutes(app: FastifyInstance) {
  app.post("/api/auth/login", async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const { token, actor } = await signIn(
      app.db,
      { ...input, ip: request.ip, userAgent: request.headers["user-agent"] },
      app.sessionPolicy,
    );
    setSessionCookie(reply, token, app.sessionPolicy);
    return getMe(app.db, actor);
  });

  // Signing out always succeeds for the browser: with no valid session there is nothing to end.
  app.post("/api/auth/logout", async (request, reply) => {
    const actor = await requireActor(request).catch(() => null);
    if (actor) await signOut(app.db, actor);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get("/api/auth/me", async (request) => getMe(app.db, await requireActor(request)));
}
