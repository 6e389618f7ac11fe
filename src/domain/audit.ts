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
  "attachment.upload",
  "scope.save_draft",
  "scope.confirm",
  "clause.mark_na",
  "clause.unmark_na",
] as const;

export type AuditAction = (typeof auditActions)[number];
