import type { FastifyInstance, FastifyRequest } from "fastify";
import { ssoCallbackSchema, ssoSettingsSchema, ssoStartSchema } from "../../domain/schemas/sso";
import type { TwoFactorChallenge } from "../../domain/schemas/two-factor";
import { requireActor } from "../auth/context";
import { setSessionCookie } from "../auth/sessions";
import { clearBrowserCookie, setBrowserCookie, SSO_BROWSER_COOKIE } from "../auth/sso-browser-cookie";
import { parseInput } from "../errors";
import { completeSsoSignIn } from "../use-cases/sso/complete-sso-sign-in";
import { getSsoSettings } from "../use-cases/sso/get-sso-settings";
import { saveSsoSettings } from "../use-cases/sso/save-sso-settings";
import { startSsoSignIn } from "../use-cases/sso/start-sso-sign-in";
import { randomToken } from "../use-cases/sso/sso-login-state";
import { getMe } from "../use-cases/users/get-me";

/** Single sign-on with each organisation's OpenID Connect provider: admins' settings and the sign-in itself. */
export async function ssoRoutes(app: FastifyInstance) {
  const origin = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.get("/api/organisation/sso", async (request) =>
    getSsoSettings(app.db, await requireActor(request, "users.manage"), { origin: origin(request) }),
  );

  app.put("/api/organisation/sso", async (request) => {
    const actor = await requireActor(request, "users.manage");
    const input = parseInput(ssoSettingsSchema, request.body);
    return saveSsoSettings(app.db, actor, { ...input, origin: origin(request), fetch: app.outboundFetch });
  });

  // Public: the sign-in page (or an invitation) asks where to send the browser.
  app.post("/api/auth/sso/start", async (request, reply) => {
    const input = parseInput(ssoStartSchema, request.body);
    const browserSecret = randomToken();
    const answer = await startSsoSignIn(app.db, {
      ...input,
      origin: origin(request),
      browserSecret,
      fetch: app.outboundFetch,
    });
    setBrowserCookie(reply, browserSecret, app.sessionPolicy.secureCookie);
    return answer;
  });

  // Public: the /sso/callback page posts what the provider sent back (so the GET the provider makes writes nothing).
  app.post("/api/auth/sso/callback", async (request, reply) => {
    const input = parseInput(ssoCallbackSchema, request.body);
    clearBrowserCookie(reply);
    const outcome = await completeSsoSignIn(app.db, {
      ...input,
      browserSecret: request.cookies[SSO_BROWSER_COOKIE],
      ip: request.ip,
      userAgent: request.headers["user-agent"],
      policy: app.sessionPolicy,
      fetch: app.outboundFetch,
    });
    if ("challenge" in outcome) {
      const body: TwoFactorChallenge = { twoFactorRequired: true, challenge: outcome.challenge };
      return reply.status(202).send(body);
    }
    setSessionCookie(reply, outcome.token, app.sessionPolicy);
    return { ...(await getMe(app.db, outcome.actor)), next: outcome.next };
  });
}
