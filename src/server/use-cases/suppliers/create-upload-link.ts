import type { SupplierUploadLinkCreateInput } from "../../../domain/schemas/suppliers";
import { shiftInstant } from "../../../domain/dates";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { supplierUploadLinks } from "../../db/schema";
import { conflict, invalidField } from "../../errors";
import { message } from "../../../domain/i18n/message";
import { newToken } from "../training/kiosk/kiosk-token";
import { findSupplier } from "./supplier-records";
import { toUploadLinkView, uploadLinkPath } from "./upload-links";
import { findContact, queueUploadLinkEmail } from "./upload-link-email";
import type { AppLocale } from "../../../domain/i18n/locales";

/**
 * A tokenised, expiring link for the supplier's contact to upload documents without an account. The token
 * is shown once (in `path`); only its sha256 is stored. A delisted supplier gets none (409). With `emailTo`
 * (one of the supplier's contacts, else 400) the link is also e-mailed to her through the outbox, in the
 * same transaction, in `locale`.
 */
export async function createUploadLink(
  db: Db,
  actor: Actor,
  {
    supplierId,
    expiresInDays,
    documentTypes,
    emailTo,
    origin,
    locale,
  }: { supplierId: string; origin: string; locale: AppLocale } & SupplierUploadLinkCreateInput,
) {
  return db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, actor, supplierId);
    if (supplier.status === "delisted") throw conflict("A delisted supplier cannot be sent an upload link");
    const contact = emailTo ? await findContact(tx, actor.organisationId, supplier.id, emailTo) : null;
    if (emailTo && !contact)
      throw invalidField("emailTo", message("Not the e-mail address of one of this supplier's contacts"));
    const now = actorNow(actor);
    const { token, hash } = newToken(32);
    const [row] = await tx
      .insert(supplierUploadLinks)
      .values({
        organisationId: actor.organisationId,
        supplierId: supplier.id,
        tokenHash: hash,
        documentTypes,
        expiresAt: shiftInstant(now, { days: expiresInDays }),
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "supplier.upload_link_create",
      entityType: "supplier_upload_link",
      entityId: row!.id,
      after: { supplierId: supplier.id, expiresAt: row!.expiresAt.toISOString(), documentTypes },
    });
    const path = uploadLinkPath(token);
    if (contact)
      await queueUploadLinkEmail(tx, {
        organisationId: actor.organisationId,
        supplierName: supplier.name,
        to: contact.email,
        contactName: contact.name,
        locale,
        link: `${origin}${path}`,
        expiresAt: row!.expiresAt,
        documentTypes,
      });
    return { link: toUploadLinkView(row!, now), path, emailedTo: contact?.email ?? null };
  });
}
