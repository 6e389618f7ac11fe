import { transition, type TransitionTable } from "./state-machine";

export const internalAuditStatuses = ["scheduled", "in-progress", "completed"] as const;
export type InternalAuditStatus = (typeof internalAuditStatuses)[number];

export const internalAuditTransitions = {
  start: { from: ["scheduled"], to: "in-progress" },
  complete: { from: ["in-progress"], to: "completed" },
} as const satisfies TransitionTable<InternalAuditStatus, "start" | "complete">;

export type InternalAuditAction = keyof typeof internalAuditTransitions;

export const internalAuditTransition = (state: InternalAuditStatus, action: InternalAuditAction) =>
  transition<InternalAuditStatus, InternalAuditAction>(internalAuditTransitions, "an audit", state, action);

/** The schedule's action button: Start, Continue or View by state (spec §4). */
export const internalAuditActionLabel: Record<InternalAuditStatus, "Start" | "Continue" | "View"> = {
  scheduled: "Start",
  "in-progress": "Continue",
  completed: "View",
};

/** Only an audit in progress accepts checklist answers. */
export const checklistEditable = (status: InternalAuditStatus) => status === "in-progress";
