import { addCalendarDays, daysBetween } from "../../../../domain/dates";
import { message } from "../../../../domain/i18n/message";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { EXPIRING_WITHIN_DAYS } from "../../../../domain/suppliers/compliance";
import { supplierDocumentTypeLabels } from "../../../../domain/suppliers/requirements";
import { supplierStatusLabels } from "../../../../domain/suppliers/suppliers";
import { listSuppliers } from "../../suppliers/list-suppliers";
import type { NotificationRule } from "../notification-rule";

/** Who decides on suppliers: told when a supplier has no owner of its own. */
const deciders = new Set(["admin", "qa_manager"]);

/**
 * A required document of a current supplier (pending, approved or conditionally approved) that expires
 * within 30 days or has expired (decision 134): for the supplier's owner, or, when it has none, for the QA
 * managers and administrators. Expiring and expired are two notifications (two keys), so the lapse is
 * announced again; an accepted renewal makes both disappear.
 */
export const supplierDocumentExpiringRule: NotificationRule = {
  kind: "supplier_document_expiring",
  async collect(db, actor, _sites, now) {
    const { suppliers } = await listSuppliers(db, { ...actor, now }, {});
    return suppliers
      .filter((s) => s.status !== "suspended" && s.status !== "delisted")
      .filter((s) => (s.ownerId ? s.ownerId === actor.userId : deciders.has(actor.role)))
      .flatMap((s) =>
        s.documents
          .filter((d) => (d.state === "expiring" || d.state === "expired") && d.expiresOn && d.documentId)
          .map((d) => {
            const expired = d.state === "expired";
            const values = { supplier: s.name, document: supplierDocumentTypeLabels[d.type], expires: d.expiresOn! };
            return {
              key: `supplier-document-${d.state}:${d.documentId}`,
              kind: "supplier_document_expiring" as const,
              title: expired
                ? message("screens:notification.supplierDocumentExpired.title", values)
                : message("screens:notification.supplierDocumentExpiring.title", {
                    ...values,
                    count: daysBetween(s.asOf, d.expiresOn!),
                  }),
              body: expired
                ? message("screens:notification.supplierDocumentExpired.body", {
                    ...values,
                    status: supplierStatusLabels[s.status],
                  })
                : message("screens:notification.supplierDocumentExpiring.body", values),
              url: screenLinks.supplier(s.id),
              site: s.siteIds[0] ?? null,
              at: `${expired ? addCalendarDays(d.expiresOn!, 1) : addCalendarDays(d.expiresOn!, -EXPIRING_WITHIN_DAYS)}T00:00:00Z`,
            };
          }),
      );
  },
};
