import type { NotificationRule } from "./notification-rule";
import { capaOverdueRule } from "./rules/capa-overdue";
import { certificateExpiringRule } from "./rules/certificate-expiring";
import { evidencePackFinishedRule } from "./rules/evidence-pack-finished";
import { findingAssignedRule } from "./rules/finding-assigned";
import { externalAuditDueRule } from "./rules/external-audit-due";
import { holdAgedRule } from "./rules/hold-aged";
import { inboxHeldRule } from "./rules/inbox-held";
import { incidentReportedRule } from "./rules/incident-reported";
import { logMissedRule } from "./rules/log-missed";
import { sopReviewDueRule } from "./rules/sop-review-due";
import { supplierDocumentExpiringRule } from "./rules/supplier-document-expiring";
import { verificationOverdueRule } from "./rules/verification-overdue";

/** The one registration point of notification rules. */
export const notificationRules: NotificationRule[] = [
  verificationOverdueRule,
  capaOverdueRule,
  incidentReportedRule,
  holdAgedRule,
  certificateExpiringRule,
  externalAuditDueRule,
  sopReviewDueRule,
  evidencePackFinishedRule,
  findingAssignedRule,
  logMissedRule,
  inboxHeldRule,
  supplierDocumentExpiringRule,
];
