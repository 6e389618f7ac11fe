import { and, eq, inArray } from "drizzle-orm";
import { addCalendarDays, type IsoDate, isoWeekday, shiftInstant } from "../../../domain/dates";
import { defaultLocale } from "../../../domain/i18n/locales";
import type { SupplierStatus } from "../../../domain/suppliers/suppliers";
import type { Db } from "../../db/client";
import { supplierReminders, supplierUploadLinks, suppliers, users } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { recordEvent } from "../audit/record-event";
import { systemActorNames } from "../audit/system-actors";
import { enqueueEmail } from "../email/enqueue-email";
import { emailInstant } from "../email/recipient-locale";
import { newToken } from "../training/kiosk/kiosk-token";
import {
  loadDocumentVersions,
  loadRequirements,
  loadSupplierSites,
  organisationTimeZones,
  toListItem,
} from "./supplier-records";
import { documentName, firstContactWithEmail, organisationName } from "./upload-link-email";
import { uploadLinkPath } from "./upload-links";

/** The suppliers whose contacts are reminded: the ones something is bought from or being evaluated. */
const remindedStatuses: SupplierStatus[] = ["pending", "approved", "conditionally_approved"];
/** Days the reminder's upload link stays open. */
export const REMINDER_LINK_DAYS = 14;

/** The reminder period a date falls in: the week (Monday to Sunday) that holds it, named by its Monday. */
export const reminderPeriod = (today: IsoDate): IsoDate => addCalendarDays(today, 1 - isoWeekday(today));

/**
 * The supplier reminders (the daily `supplier-reminders` job, decision 134): the first contact with an
 * e-mail address of each pending or (conditionally) approved supplier is e-mailed the required documents
 * that are missing, expiring within 30 days or expired, with a fresh upload link that asks for them. A
 * document is reminded of at most once per period (a week, in the supplier's today): the reminder rows, the
 * link and the e-mail are written in one transaction, so a run again or a retried job sends nothing twice.
 * The e-mail is in the supplier's owner's language, else the instance default. Returns the e-mails queued.
 */
export async function sendSupplierReminders(db: Db, origin: string, now = new Date()): Promise<number> {
  const organisations = await db
    .selectDistinct({ id: suppliers.organisationId })
    .from(suppliers)
    .where(inArray(suppliers.status, remindedStatuses));
  let sent = 0;
  for (const { id: organisationId } of organisations) {
    const rows = await db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.organisationId, organisationId), inArray(suppliers.status, remindedStatuses)));
    const ids = rows.map((r) => r.id);
    const inputs = {
      requirements: await loadRequirements(db, organisationId),
      sites: await loadSupplierSites(db, organisationId, ids),
      versions: await loadDocumentVersions(db, organisationId, ids),
      organisationZones: await organisationTimeZones(db, organisationId),
      now,
    };
    for (const row of rows) {
      const item = toListItem(row, inputs);
      const due = item.documents.filter((d) => d.state !== "complete");
      if (due.length === 0) continue;
      const contact = await firstContactWithEmail(db, organisationId, row.id);
      if (!contact) continue;
      const periodStart = reminderPeriod(item.asOf);
      const owner = row.ownerId
        ? (await db.select({ locale: users.locale }).from(users).where(eq(users.id, row.ownerId)))[0]
        : undefined;
      const locale = owner?.locale ?? defaultLocale;
      const queued = await db.transaction(async (tx) => {
        const already = await tx
          .select({ documentType: supplierReminders.documentType })
          .from(supplierReminders)
          .where(and(eq(supplierReminders.supplierId, row.id), eq(supplierReminders.periodStart, periodStart)));
        const fresh = due.filter((d) => !already.some((a) => a.documentType === d.type));
        if (fresh.length === 0) return false;
        const { token, hash } = newToken(32);
        const documentTypes = fresh.map((d) => d.type);
        const [link] = await tx
          .insert(supplierUploadLinks)
          .values({
            organisationId,
            supplierId: row.id,
            tokenHash: hash,
            documentTypes,
            expiresAt: shiftInstant(now, { days: REMINDER_LINK_DAYS }),
            createdBy: null,
            createdAt: now,
          })
          .returning();
        const vars = {
          organisation: await organisationName(tx, organisationId),
          supplier: row.name,
          contact: contact.name,
          documents: fresh
            .map((d) =>
              d.state === "missing" || !d.expiresOn
                ? t(locale, "emails:supplierReminder.missing", { document: documentName(locale, d.type) })
                : t(locale, `emails:supplierReminder.${d.state === "expired" ? "expired" : "expiring"}`, {
                    document: documentName(locale, d.type),
                    date: d.expiresOn,
                  }),
            )
            .join("\n"),
          link: `${origin}${uploadLinkPath(token)}`,
          expires: emailInstant(locale, link!.expiresAt),
        };
        const outboxId = await enqueueEmail(tx, {
          organisationId,
          to: contact.email,
          subject: t(locale, "emails:supplierReminder.subject", vars),
          text: t(locale, "emails:supplierReminder.body", vars),
        });
        // The primary key (supplier, document, period) refuses a second reminder, should two runs overlap.
        await tx.insert(supplierReminders).values(
          fresh.map((d) => ({
            organisationId,
            supplierId: row.id,
            documentType: d.type,
            periodStart,
            state: d.state,
            uploadLinkId: link!.id,
            outboxId,
            sentAt: now,
          })),
        );
        await recordEvent(
          tx,
          { userId: null, organisationId, name: systemActorNames.supplierReminders, now },
          {
            action: "supplier.upload_link_create",
            entityType: "supplier_upload_link",
            entityId: link!.id,
            after: { supplierId: row.id, expiresAt: link!.expiresAt.toISOString(), documentTypes },
          },
        );
        return true;
      });
      if (queued) sent += 1;
    }
  }
  return sent;
}
