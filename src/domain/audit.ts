import type { AuditAction } from "./audit-events";

export type { AuditAction } from "./audit-events";

/**
 * Typed audit-trail vocabulary: every write names one of these actions. What each action's event
 * holds (entity type, before and after) is declared in `AuditEvents` (./audit-events.ts); this list is
 * its runtime copy for the Audit log screen and filters, and the compiler keeps the two equal.
 */
export const auditActions = [
  "auth.sign_in",
  "auth.sign_out",
  "auth.password_change",
  "auth.sessions_end",
  "organisation.create",
  "site.create",
  "site.update",
  "site.select",
  "notification.read",
  "readiness_target.update",
  "user.deactivate",
  "user.update_membership",
  "invitation.create",
  "invitation.resend",
  "invitation.revoke",
  "invitation.accept",
  "employee.create",
  "employee.update",
  "employee.deactivate",
  "employee.import",
  "training_module.create",
  "training_module.update",
  "training.assign",
  "training.kiosk_create",
  "training.kiosk_rotate",
  "training.kiosk_revoke",
  "training.worker_identify",
  "training.session_record",
  "fsp_section.update",
  "fsp.sign",
  "fsp.sign_refused",
  "sop.create",
  "sop.update",
  "sop.status_change",
  "sop.publish",
  "sop.create_training",
  "template.download",
  "internal_audit.schedule",
  "internal_audit.start",
  "internal_audit.checklist_update",
  "internal_audit.complete",
  "audit_finding.update",
  "audit_finding.close",
  "external_audit.schedule",
  "external_audit.upload_report",
  "external_audit.submit_response",
  "evidence_pack.request",
  "evidence_pack.ready",
  "evidence_pack.failed",
  "attachment.upload",
  "record.create",
  "record.approve",
  "record.reject",
  "record.resubmit",
  "record.amend",
  "incident.report",
  "incident.status",
  "capa.initiate",
  "hold.place",
  "hold.release",
  "scope.save_draft",
  "scope.confirm",
  "clause.mark_na",
  "clause.unmark_na",
  "audit_log.verify_request",
  "audit_log.verify_result",
] as const satisfies readonly AuditAction[];

/** Fails to compile when an action of `AuditEvents` is missing from the list above. */
type Missing = Exclude<AuditAction, (typeof auditActions)[number]>;
const everyActionListed: [Missing] extends [never] ? true : Missing = true;
void everyActionListed;
