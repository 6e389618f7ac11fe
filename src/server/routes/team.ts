import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { invitationAcceptSchema, invitationCreateSchema, memberUpdateSchema } from "../../domain/schemas/team";
import { requireActor } from "../auth/context";
import { setSessionCookie } from "../auth/sessions";
import { parseInput } from "../errors";
import { acceptInvitation } from "../use-cases/team/accept-invitation";
import { createInvitation } from "../use-cases/team/create-invitation";
import { listInvitations } from "../use-cases/team/list-invitations";
import { previewInvitation } from "../use-cases/team/preview-invitation";
import { resendInvitation } from "../use-cases/team/resend-invitation";
import { revokeInvitation } from "../use-cases/team/revoke-invitation";
import { getMe } from "../use-cases/users/get-me";
import { updateMember } from "../use-cases/users/update-member";

// One parameter name per path position (the router requires it): an admin names an invitation by its
// id, the invitee by the token of her link; both sit in `:ref`.
const idParams = z.object({ ref: z.uuid("Must be an invitation id") });
const tokenParams = z.object({ ref: z.string().min(20, "Not an invitation link").max(100, "Not an invitation link") });
const userParams = z.object({ userId: z.uuid("Must be a user id") });

/** Settings › Users: invitations and members' roles. */
export async function teamRoutes(app: FastifyInstance) {
  const origin = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  app.get("/api/invitations", async (request) => listInvitations(app.db, await requireActor(request, "users.manage")));

  app.post("/api/invitations", async (request, reply) => {
    const actor = await requireActor(request, "users.manage");
    const input = parseInput(invitationCreateSchema, request.body);
    return reply.status(201).send(await createInvitation(app.db, actor, { ...input, origin: origin(request) }));
  });

  app.post("/api/invitations/:ref/resend", async (request) => {
    const actor = await requireActor(request, "users.manage");
    const { ref } = parseInput(idParams, request.params);
    return resendInvitation(app.db, actor, { invitationId: ref, origin: origin(request) });
  });

  app.delete("/api/invitations/:ref", async (request, reply) => {
    const actor = await requireActor(request, "users.manage");
    await revokeInvitation(app.db, actor, { invitationId: parseInput(idParams, request.params).ref });
    return reply.status(204).send();
  });

  // Public, by the link's token: what the invitation page shows, and accepting it.
  app.get("/api/invitations/:ref", async (request) =>
    previewInvitation(app.db, { token: parseInput(tokenParams, request.params).ref }),
  );

  app.post("/api/invitations/:ref/accept", async (request, reply) => {
    const { ref } = parseInput(tokenParams, request.params);
    const input = parseInput(invitationAcceptSchema, request.body);
    const { token, actor } = await acceptInvitation(app.db, {
      ...input,
      token: ref,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
      policy: app.sessionPolicy,
    });
    setSessionCookie(reply, token, app.sessionPolicy);
    return reply.status(201).send(await getMe(app.db, actor));
  });

  app.put("/api/users/:userId", async (request) => {
    const actor = await requireActor(request, "users.manage");
    const { userId } = parseInput(userParams, request.params);
    return updateMember(app.db, actor, { ...parseInput(memberUpdateSchema, request.body), userId });
  });
}
