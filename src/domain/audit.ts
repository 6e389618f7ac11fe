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
