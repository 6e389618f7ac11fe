import { and, eq } from "drizzle-orm";
import { defaultLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import { t } from "../../i18n/catalogue";
import { memberships, users } from "../../db/schema";
import { enqueueEmail } from "../email/enqueue-email";
import type { SignedCheckpoint } from "./checkpoint";

/**
 * Puts a signed checkpoint in each active administrator's mailbox, in the transaction that stores it:
 * a copy that whoever rewrites the database cannot reach. The text is the checkpoint's JSON line, the
 * same as in the checkpoint file, so `audit:verify --checkpoints` can read a file made of them.
 */
export async function emailCheckpoint(tx: Db, checkpoint: SignedCheckpoint) {
  const admins = await tx
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, checkpoint.organisationId),
        eq(memberships.role, "admin"),
        eq(users.active, true),
      ),
    );
  for (const admin of admins) {
    const locale = admin.locale ?? defaultLocale;
    const vars = { seq: checkpoint.seq, signedAt: checkpoint.signedAt };
    await enqueueEmail(tx, {
      organisationId: checkpoint.organisationId,
      to: admin.email,
      subject: t(locale, "emails:checkpoint.subject", vars),
      // The JSON line stays as it is, whatever the language: `audit:verify` reads it.
      text: [t(locale, "emails:checkpoint.body", vars), "", JSON.stringify(checkpoint)].join("\n"),
    });
  }
}
