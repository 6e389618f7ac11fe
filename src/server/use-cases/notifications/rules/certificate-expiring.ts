import { message } from "../../../../domain/i18n/message";
import { screenLinks } from "../../../../domain/overview/screen-links";
import { certificatesExpiring } from "../../audits/certificates-expiring";
import { addCalendarDays } from "../../../../domain/dates";
import type { NotificationRule } from "../notification-rule";

/** Days ahead a certificate expiry or an external audit is announced. */
export const AUDIT_NOTICE_DAYS = 30;

/** A certificate of a visible site that expires within 30 days; for everyone who sees the site. */
export const certificateExpiringRule: NotificationRule = {
  kind: "certificate_expiring",
  async collect(db, actor, sites, now) {
    if (sites.length === 0) return [];
    const visible = new Set(sites.map((s) => s.id));
    const expiring = await certificatesExpiring(db, actor.organisationId, undefined, now, AUDIT_NOTICE_DAYS);
    return expiring
      .filter((c) => visible.has(c.siteId))
      .map((c) => ({
        key: `certificate-expiring:${c.reportId}`,
        kind: "certificate_expiring" as const,
        title: message("screens:notification.certificateExpiring.title", { scheme: c.scheme, count: c.daysLeft }),
        body: message("screens:notification.certificateExpiring.body", {
          site: c.siteName,
          certificationBody: c.certificationBody,
          expires: c.expiryDate,
        }),
        url: screenLinks.externalAudit(c.externalAuditId),
        site: c.siteSlug,
        at: `${addCalendarDays(c.expiryDate, -AUDIT_NOTICE_DAYS)}T00:00:00Z`,
      }));
  },
};
