import { message } from "../../../../domain/i18n/message";
import type { ForgotPasswordAnswer, ForgotPasswordInput } from "../../../../domain/schemas/password-reset";
import { forgotPasswordAnswer } from "../../../../domain/schemas/password-reset";
import { countAttempt } from "../../../auth/throttle";
import type { Db } from "../../../db/client";
import { enqueueJob } from "../../../jobs/enqueue";

/** Reset requests allowed per address and per e-mail within an hour (429 beyond). */
export const resetRequestLimits = { perAddress: 10, perEmail: 3, windowMinutes: 60 };

/**
 * "Forgot password?": counts the request against both limits, then queues the `password-reset` job,
 * which looks the address up and e-mails a link if an account uses it. The request itself never
 * reads the account, so the answer — status, body and the work done to give it — is the same
 * whether or not the address has one.
 */
export async function requestPasswordReset(
  db: Db,
  input: ForgotPasswordInput & { ip: string; origin: string },
): Promise<ForgotPasswordAnswer> {
  const limit = {
    windowMinutes: resetRequestLimits.windowMinutes,
    message: message("Too many password reset requests. Try again in an hour."),
  };
  await countAttempt(db, `reset:ip:${input.ip}`, { ...limit, limit: resetRequestLimits.perAddress });
  await countAttempt(db, `reset:email:${input.email}`, { ...limit, limit: resetRequestLimits.perEmail });
  await db.transaction((tx) => enqueueJob(tx, "password-reset", { email: input.email, origin: input.origin }));
  return forgotPasswordAnswer;
}
