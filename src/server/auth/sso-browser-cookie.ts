import type { FastifyReply } from "fastify";
import { SSO_STATE_MINUTES } from "../use-cases/sso/sso-login-state";

/** The cookie that ties an SSO sign-in to the browser that started it (against login CSRF). */
export const SSO_BROWSER_COOKIE = "cw_sso";

export function setBrowserCookie(reply: FastifyReply, value: string, secure: boolean) {
  reply.setCookie(SSO_BROWSER_COOKIE, value, {
    path: "/api/auth/sso",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SSO_STATE_MINUTES * 60,
  });
}

export function clearBrowserCookie(reply: FastifyReply) {
  reply.clearCookie(SSO_BROWSER_COOKIE, { path: "/api/auth/sso" });
}
