import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberships, organisations, users } from "../../db/schema";
import { enqueueEmail } from "../email/enqueue-email";

const when = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date) + " UTC";

/** The organisation's name and its active administrators' e-mail addresses (who is told about a deletion). */
export async function deletionAudience(db: Db, organisationId: string) {
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const admins = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, "admin"), eq(users.active, true)));
  return { name: organisation?.name ?? "Your organisation", emails: admins.map((a) => a.email).sort() };
}

/** Every administrator is told, in the request's transaction, when the purge will run and how to stop it. */
export async function queueDeletionRequestedEmails(
  tx: Db,
  organisationId: string,
  message: { requestedByName: string; purgeAfter: Date },
) {
  const audience = await deletionAudience(tx, organisationId);
  for (const to of audience.emails)
    await enqueueEmail(tx, {
      organisationId,
      to,
      subject: `${audience.name} will be deleted from Clausewise on ${when(message.purgeAfter)}`,
      text: [
        `${message.requestedByName} asked to delete ${audience.name} and all its data from Clausewise.`,
        "",
        `On ${when(message.purgeAfter)} every record, file, account and audit event of the organisation will be removed for good.`,
        "Until then any administrator can cancel it on Settings › Organisation, and export all the data first.",
        "",
        "If you did not expect this, cancel the deletion and check who has administrator access.",
      ].join("\n"),
    });
  return audience.emails;
}

export async function queueDeletionCancelledEmails(tx: Db, organisationId: string, cancelledByName: string) {
  const audience = await deletionAudience(tx, organisationId);
  for (const to of audience.emails)
    await enqueueEmail(tx, {
      organisationId,
      to,
      subject: `The deletion of ${audience.name} was cancelled`,
      text: `${cancelledByName} cancelled the deletion of ${audience.name}. Nothing will be deleted.`,
    });
}

/** After the purge: sent with no organisation (the organisation's rows, outbox included, are gone). */
export async function queuePurgedEmails(tx: Db, audience: { name: string; emails: string[] }) {
  for (const to of audience.emails)
    await enqueueEmail(tx, {
      to,
      subject: `${audience.name} was deleted from Clausewise`,
      text: `As requested, ${audience.name} and all its data were deleted from Clausewise. Your account there no longer exists.`,
    });
}
