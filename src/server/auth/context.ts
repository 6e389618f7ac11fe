import type { FastifyRequest } from "fastify";
import { can, type Permission } from "../../domain/permissions";
import { roleLabels, type AppRole } from "../../domain/roles";
import { AppError } from "../errors";
import { loadSession } from "./sessions";

/** Who is acting: every use-case receives this as `ctx` and scopes every query by its organisation. */
export interface Actor {
  userId: string | null;
  organisationId: string;
  name: string;
  email: string;
  role: AppRole;
  /** When set, the actor may only read and write this site. */
  restrictedSiteId: string | null;
  currentSiteId: string | null;
  sessionTokenHash: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/** The signed-in actor, or 401. With a permission, also 403 when the role lacks it. */
export async function requireActor(request: FastifyRequest, permission?: Permission): Promise<Actor> {
  if (request.actor === undefined) request.actor = await loadSession(request);
  const actor = request.actor;
  if (!actor) throw new AppError("unauthenticated", "Sign in to continue");
  if (permission && !can(actor.role, permission)) {
    throw new AppError("forbidden", `Your role (${roleLabels[actor.role]}) may not do this (${permission})`);
  }
  return actor;
}
