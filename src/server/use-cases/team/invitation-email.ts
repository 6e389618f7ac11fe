import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { AppRole } from "../../../domain/roles";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { enqueueEmail } from "../email/enqueue-email";
import { emailInstant, emailRole } from "../email/recipient-locale";

/**
 * Puts the invitation e-mail in the outbox, in the caller's transaction: it is sent only if that commits.
 * It speaks the language the inviting administrator chose for the invitation.
 */
export async function queueInvitationEmail(
  tx: Db,
  actor: Actor,
  message: { email: string; role: AppRole; locale: AppLocale; link: string; expiresAt: Date },
) {
  const { locale } = message;
  const [organisation] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, actor.organisationId));
  const vars = {
    inviter: actor.name,
    organisation: organisation?.name ?? t(locale, "emails:invitation.yourOrganisation"),
    role: emailRole(locale, message.role),
    link: message.link,
    expires: emailInstant(locale, message.expiresAt),
  };
  await enqueueEmail(tx, {
    organisationId: actor.organisationId,
    to: message.email,
    subject: t(locale, "emails:invitation.subject", vars),
    text: t(locale, "emails:invitation.body", vars),
  });
}
