import { and, eq } from "drizzle-orm";
import { defaultLocale, type AppLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import { memberships, organisations, users } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { enqueueEmail } from "../email/enqueue-email";
import { emailInstant } from "../email/recipient-locale";

/** Who is told about a deletion: the organisation's name and its active administrators, each with her language. */
export interface DeletionAudience {
  name: string | null;
  admins: { email: string; locale: AppLocale }[];
}

export async function deletionAudience(db: Db, organisationId: string): Promise<DeletionAudience> {
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, "admin"), eq(users.active, true)))
    .orderBy(users.email);
  return {
    name: organisation?.name ?? null,
    admins: admins.map((a) => ({ email: a.email, locale: a.locale ?? defaultLocale })),
  };
}

const nameIn = (audience: DeletionAudience, locale: AppLocale) =>
  audience.name ?? t(locale, "emails:deletion.yourOrganisation");

/** Every administrator is told, in the request's transaction, when the purge will run and how to stop it. */
export async function queueDeletionRequestedEmails(
  tx: Db,
  organisationId: string,
  message: { requestedByName: string; purgeAfter: Date },
) {
  const audience = await deletionAudience(tx, organisationId);
  for (const { email, locale } of audience.admins) {
    const vars = {
      organisation: nameIn(audience, locale),
      requestedBy: message.requestedByName,
      when: emailInstant(locale, message.purgeAfter),
    };
    await enqueueEmail(tx, {
      organisationId,
      to: email,
      subject: t(locale, "emails:deletionRequested.subject", vars),
      text: t(locale, "emails:deletionRequested.body", vars),
    });
  }
  return audience.admins.map((a) => a.email);
}

export async function queueDeletionCancelledEmails(tx: Db, organisationId: string, cancelledByName: string) {
  const audience = await deletionAudience(tx, organisationId);
  for (const { email, locale } of audience.admins) {
    const vars = { organisation: nameIn(audience, locale), cancelledBy: cancelledByName };
    await enqueueEmail(tx, {
      organisationId,
      to: email,
      subject: t(locale, "emails:deletionCancelled.subject", vars),
      text: t(locale, "emails:deletionCancelled.body", vars),
    });
  }
}

/** After the purge: sent with no organisation (the organisation's rows, outbox included, are gone). */
export async function queuePurgedEmails(tx: Db, audience: DeletionAudience) {
  for (const { email, locale } of audience.admins) {
    const vars = { organisation: nameIn(audience, locale) };
    await enqueueEmail(tx, {
      to: email,
      subject: t(locale, "emails:purged.subject", vars),
      text: t(locale, "emails:purged.body", vars),
    });
  }
}
