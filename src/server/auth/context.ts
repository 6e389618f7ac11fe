import type { FastifyRequest } from "fastify";
import { can, type Permission } from "../../domain/permissions";
import { roleLabels } from "../../domain/roles";
import { AppError } from "../errors";
import type { Actor } from "./actor";
import { loadSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/** What a member who must enrol two-factor may still call: who she is, sign out, and the enrolment itself. */
const openUntilEnrolled = (url: string | undefined) =>
  url === "/api/auth/me" || url === "/api/auth/logout" || (url?.startsWith("/api/me/two-factor") ?? false);

/** The signed-in actor, or 401. With a permission, also 403 when the role lacks it. */
export async function requireActor(request: FastifyRequest, permission?: Permission): Promise<Actor> {
  if (request.actor === undefined) request.actor = await loadSession(request);
  const actor = request.actor;
  if (!actor) throw new AppError("unauthenticated", "Sign in to continue");
  if (actor.twoFactorPending && !openUntilEnrolled(request.routeOptions.url)) {
    throw new AppError(
      "forbidden",
      "Your organisation requires two-factor authentication for your role. Set it up in Settings → Account first.",
    );
  }
  if (permission && !can(actor.role, permission)) {
    throw new AppError("forbidden", "Your role ({{role}}) may not do this ({{permission}})", undefined, undefined, {
      role: roleLabels[actor.role],
      permission,
    });
  }
  return actor;
}
