import type { FastifyInstance } from "fastify";
import { signInSchema } from "../../domain/schemas/auth";
import { recordEvent } from "../audit/record-event";
import { requireActor } from "../auth/context";
import { clearSessionCookie, deleteSession, setSessionCookie } from "../auth/sessions";
import { signIn } from "../auth/sign-in";
import { parseInput } from "../errors";
import { getMe } from "../use-cases/users/get-me";
import { loadSession } from "../auth/sessions";

export async function authRoutes(app: FastifyInstance) {
  app.post("/api/auth/login", async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const { token, tokenHash } = await signIn(
      app.db,
      { ...input, ip: request.ip, userAgent: request.headers["user-agent"] },
      app.sessionPolicy,
    );
    setSessionCookie(reply, token, app.sessionPolicy);
    request.cookies.cw_session = token;
    request.actor = await loadSession(request);
    if (request.actor?.sessionTokenHash !== tokenHash) throw new Error("new session could not be loaded");
    return getMe(app.db, request.actor);
  });

  app.post("/api/auth/logout", async (request, reply) => {
    const actor = await requireActor(request).catch(() => null);
    if (actor?.sessionTokenHash) {
      await app.db.transaction(async (tx) => {
        await deleteSession(tx, actor.sessionTokenHash!);
        await recordEvent(tx, actor, { action: "auth.sign_out", entityType: "user", entityId: actor.userId! });
      });
    }
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get("/api/auth/me", async (request) => getMe(app.db, await requireActor(request)));
}
