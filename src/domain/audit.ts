/**
 * Typed audit-trail vocabulary: every write names one of these actions. Areas add theirs here so the
 * Audit log screen and filters know every action that can appear.
 */
export const auditActions = [
  "auth.sign_in",
  "auth.sign_out",
  "site.create",
  "site.update",
  "site.select",
  "user.deactivate",
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
  "training.session_record",
  "attachment.upload",
  "scope.save_draft",
  "scope.confirm",
  "clause.mark_na",
  "clause.unmark_na",
] as const;

export type AuditAction = (typeof auditActions)[number];
