import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { supplierDocumentTypeLabels, type SupplierDocumentType } from "../../../domain/suppliers/requirements";
import type { Db } from "../../db/client";
import { organisations, supplierContacts } from "../../db/schema";
import { t, translateText } from "../../i18n/catalogue";
import { enqueueEmail } from "../email/enqueue-email";
import { emailInstant } from "../email/recipient-locale";

/** The supplier's contact with this e-mail address (case-insensitive), or none. */
export async function findContact(db: Db, organisationId: string, supplierId: string, email: string) {
  const [contact] = await db
    .select({ name: supplierContacts.name, email: supplierContacts.email })
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.organisationId, organisationId),
        eq(supplierContacts.supplierId, supplierId),
        sql`lower(${supplierContacts.email}) = ${email.toLowerCase()}`,
      ),
    );
  return contact?.email ? { name: contact.name, email: contact.email } : null;
}

/** The supplier's first contact with an e-mail address, or none: who reminders go to. */
export async function firstContactWithEmail(db: Db, organisationId: string, supplierId: string) {
  const [contact] = await db
    .select({ name: supplierContacts.name, email: supplierContacts.email })
    .from(supplierContacts)
    .where(
      and(
        eq(supplierContacts.organisationId, organisationId),
        eq(supplierContacts.supplierId, supplierId),
        isNotNull(supplierContacts.email),
      ),
    )
    .orderBy(asc(supplierContacts.position))
    .limit(1);
  return contact?.email ? { name: contact.name, email: contact.email } : null;
}

export const organisationName = async (db: Db, organisationId: string) =>
  (await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId)))[0]
    ?.name ?? "";

/** A document type's name in an e-mail, in its language. */
export const documentName = (locale: AppLocale, type: SupplierDocumentType) =>
  translateText(locale, "errors", supplierDocumentTypeLabels[type]);

/**
 * Puts the upload link's e-mail to the supplier's contact in the outbox, in the caller's transaction (sent
 * only if it commits): what is asked for, the link and until when it works.
 */
export async function queueUploadLinkEmail(
  tx: Db,
  input: {
    organisationId: string;
    supplierName: string;
    to: string;
    contactName: string;
    locale: AppLocale;
    link: string;
    expiresAt: Date;
    documentTypes: SupplierDocumentType[];
  },
) {
  const { locale } = input;
  const vars = {
    organisation: await organisationName(tx, input.organisationId),
    supplier: input.supplierName,
    contact: input.contactName,
    documents:
      input.documentTypes.length > 0
        ? input.documentTypes.map((d) => documentName(locale, d)).join(", ")
        : t(locale, "emails:supplierUpload.anyDocument"),
    link: input.link,
    expires: emailInstant(locale, input.expiresAt),
  };
  return enqueueEmail(tx, {
    organisationId: input.organisationId,
    to: input.to,
    subject: t(locale, "emails:supplierUpload.subject", vars),
    text: t(locale, "emails:supplierUpload.body", vars),
  });
}
