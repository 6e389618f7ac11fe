import type { FastifyInstance } from "fastify";
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorPolicySchema } from "../../domain/schemas/two-factor";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { confirmTwoFactor } from "../use-cases/accounts/two-factor/confirm-two-factor";
import { disableTwoFactor } from "../use-cases/accounts/two-factor/disable-two-factor";
import { getTwoFactorPolicy } from "../use-cases/accounts/two-factor/get-two-factor-policy";
import { getTwoFactorStatus } from "../use-cases/accounts/two-factor/get-two-factor-status";
import { regenerateRecoveryCodes } from "../use-cases/accounts/two-factor/regenerate-recovery-codes";
import { setTwoFactorPolicy } from "../use-cases/accounts/two-factor/set-two-factor-policy";
import { startTwoFactorEnrolment } from "../use-cases/accounts/two-factor/start-two-factor-enrolment";

/** Two-factor authentication: your own enrolment, and the organisation's rule (admins). */
export async function twoFactorRoutes(app: FastifyInstance) {
  app.get("/api/me/two-factor", async (request) => getTwoFactorStatus(app.db, await requireActor(request)));

  app.post("/api/me/two-factor/enrolment", async (request, reply) =>
    reply.status(201).send(await startTwoFactorEnrolment(app.db, await requireActor(request))),
  );

  app.post("/api/me/two-factor/confirm", async (request) => {
    const actor = await requireActor(request);
    return confirmTwoFactor(app.db, actor, parseInput(twoFactorCodeSchema, request.body));
  });

  app.post("/api/me/two-factor/recovery-codes", async (request) => {
    const actor = await requireActor(request);
    return regenerateRecoveryCodes(app.db, actor, parseInput(twoFactorCodeSchema, request.body));
  });

  app.post("/api/me/two-factor/disable", async (request, reply) => {
    const actor = await requireActor(request);
    await disableTwoFactor(app.db, actor, { ...parseInput(twoFactorDisableSchema, request.body), ip: request.ip });
    return reply.status(204).send();
  });

  app.get("/api/organisation/two-factor", async (request) =>
    getTwoFactorPolicy(app.db, await requireActor(request, "users.manage")),
  );

  app.put("/api/organisation/two-factor", async (request) => {
    const actor = await requireActor(request, "users.manage");
    return setTwoFactorPolicy(app.db, actor, parseInput(twoFactorPolicySchema, request.body));
  });
}
