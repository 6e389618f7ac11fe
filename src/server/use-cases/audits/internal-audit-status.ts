import { internalAuditTransition, type InternalAuditAction } from "../../../domain/audits";
import { internalAudits } from "../../db/schema";
import { AppError } from "../../errors";

export function nextStatus(status: (typeof internalAudits.$inferSelect)["status"], action: InternalAuditAction) {
  const result = internalAuditTransition(status, action);
  if (!result.ok) throw AppError.of("conflict", result.message);
  return result.to;
}
