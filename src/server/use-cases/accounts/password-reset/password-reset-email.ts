import type { Db } from "../../../db/client";
import type { AppLocale } from "../../../../domain/i18n/locales";
import { PASSWORD_RESET_VALID_MINUTES } from "../../../../domain/schemas/password-reset";
import { t } from "../../../i18n/catalogue";
import { enqueueEmail } from "../../email/enqueue-email";
import { emailInstant } from "../../email/recipient-locale";

/**
 * Puts the reset e-mail in the outbox, in the caller's transaction, in the account's language. It belongs
 * to no organisation (`organisationId` null), so no administrator can read the link in the outbox and
 * take the account over.
 */
export async function queuePasswordResetEmail(
  tx: Db,
  message: { to: string; name: string; locale: AppLocale; link: string; expiresAt: Date },
) {
  const vars = {
    name: message.name,
    link: message.link,
    minutes: PASSWORD_RESET_VALID_MINUTES,
    expires: emailInstant(message.locale, message.expiresAt),
  };
  await enqueueEmail(tx, {
    organisationId: null,
    to: message.to,
    subject: t(message.locale, "emails:passwordReset.subject", vars),
    text: t(message.locale, "emails:passwordReset.body", vars),
  });
}
