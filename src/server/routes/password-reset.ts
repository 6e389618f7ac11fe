import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { forgotPasswordSchema, passwordResetSchema, resetTokenSchema } from "../../domain/schemas/password-reset";
import { parseInput } from "../errors";
import { previewPasswordReset } from "../use-cases/accounts/password-reset/preview-password-reset";
import { requestPasswordReset } from "../use-cases/accounts/password-reset/request-password-reset";
import { resetPassword } from "../use-cases/accounts/password-reset/reset-password";

const tokenParams = z.object({ token: resetTokenSchema });

/** "Forgot password?": ask for a link, see whose it is, set the new password. All public. */
export async function passwordResetRoutes(app: FastifyInstance) {
  // 202 with the same body whether or not an account uses the address; the e-mail goes out from a job.
  app.post("/api/auth/forgot-password", async (request, reply) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    return reply.status(202).send(await requestPasswordReset(app.db, { ...input, ip: request.ip, origin }));
  });

  app.get("/api/auth/password-reset/:token", async (request) =>
    previewPasswordReset(app.db, parseInput(tokenParams, request.params)),
  );

  app.post("/api/auth/password-reset", async (request, reply) => {
    await resetPassword(app.db, parseInput(passwordResetSchema, request.body));
    return reply.status(204).send();
  });
}
