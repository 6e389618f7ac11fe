import { transition, type TransitionTable } from "./state-machine";

/**
 * External (certification-body) audit. scheduled → preparing (optional) → report uploaded: either
 * pending-response (the body asked for corrective-action responses) or completed; Submit Response
 * moves pending-response → completed.
 */
export const externalAuditStatuses = ["scheduled", "preparing", "pending-response", "completed"] as const;
export type ExternalAuditStatus = (typeof externalAuditStatuses)[number];

export const externalAuditTransitions = {
  prepare: { from: ["scheduled"], to: "preparing" },
  upload_report_for: { from: ["scheduled", "preparing"], to: "completed" },
  upload_report_with_response_for: { from: ["scheduled", "preparing"], to: "pending-response" },
  submit_response_to: { from: ["pending-response"], to: "completed" },
} as const satisfies TransitionTable<ExternalAuditStatus, string>;

export type ExternalAuditAction = keyof typeof externalAuditTransitions;

export const externalAuditTransition = (state: ExternalAuditStatus, action: ExternalAuditAction) =>
  transition<ExternalAuditStatus, ExternalAuditAction>(externalAuditTransitions, "an external audit", state, action);

/** Upcoming = not yet audited (scheduled or preparing); an audit awaiting our response has taken place. */
export const countsAsUpcoming = (status: ExternalAuditStatus) => status === "scheduled" || status === "preparing";

/** The day an external audit took place: the report's audit date once a report names it, else the scheduled day. */
export const externalAuditDay = (audit: { scheduledDate: string; report: { auditDate: string } | null }) =>
  audit.report?.auditDate ?? audit.scheduledDate;

/** Submit Response is offered only on pending-response (spec §4). */
export const canSubmitResponse = (status: ExternalAuditStatus) => status === "pending-response";

/** Report status: certified when a certificate came with it, otherwise issued. */
export const reportStatuses = ["certified", "issued"] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const reportStatus = (hasCertificate: boolean): ReportStatus => (hasCertificate ? "certified" : "issued");
