import type { FastifyInstance } from "fastify";
import { signInSchema } from "../../domain/schemas/auth";
import { requireActor } from "../auth/context";
import { clearSessionCookie, setSessionCookie } from "../auth/sessions";
import { signIn, signOut } from "../auth/sign-in";
import { completeTwoFactorSignIn } from "../auth/sign-in-two-factor";
import { type TwoFactorChallenge, twoFactorSignInSchema } from "../../domain/schemas/two-factor";
import { parseInput } from "../errors";
import { getMe } from "../use-cases/users/get-me";

export async function authRoutes(app: FastifyInstance) {
  app.post("/api/auth/login", async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const result = await signIn(
      app.db,
      { ...input, ip: request.ip, userAgent: request.headers["user-agent"] },
      app.sessionPolicy,
    );
    // Two-factor accounts: 202 and a challenge for the second step; no session cookie yet.
    if ("challenge" in result) {
      const body: TwoFactorChallenge = { twoFactorRequired: true, challenge: result.challenge };
      return reply.status(202).send(body);
    }
    setSessionCookie(reply, result.token, app.sessionPolicy);
    return getMe(app.db, result.actor);
  });

  app.post("/api/auth/login/two-factor", async (request, reply) => {
    const input = parseInput(twoFactorSignInSchema, request.body);
    const { token, actor } = await completeTwoFactorSignIn(
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
