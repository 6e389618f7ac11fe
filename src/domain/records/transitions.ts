import { message, type Message } from "../i18n/message";

/**
 * The server-side state machines of the records area. Each returns the next state or a refusal with
 * the message the API answers with (409), in the reader's language once rendered (decision 112). Pure:
 * the use-cases call these before writing anything.
 */
export type Transition<S> = { ok: true; to: S } | { ok: false; reason: Message };

const refuse = <S>(reason: Message): Transition<S> => ({ ok: false, reason });

// Monitoring records ---------------------------------------------------------------------------

export const recordStatuses = ["pending", "verified", "rejected"] as const;
export type RecordStatus = (typeof recordStatuses)[number];
export type RecordAction = "approve" | "reject" | "resubmit" | "amend";

export interface RecordActionContext {
  status: RecordStatus;
  isAuthor: boolean;
}

/**
 * pending → verified (approve) | rejected (reject), by someone other than the author;
 * rejected → pending (resubmit with corrections), by the author;
 * verified → pending (amend: a correction keeps the earlier version and needs verifying again).
 */
export function recordTransition(
  action: RecordAction,
  { status, isAuthor }: RecordActionContext,
): Transition<RecordStatus> {
  switch (action) {
    case "approve":
    case "reject":
      if (status !== "pending")
        return refuse(
          action === "approve"
            ? message("Only a pending record can be approved; this record is {{status}}", { status })
            : message("Only a pending record can be rejected; this record is {{status}}", { status }),
        );
      if (isAuthor)
        return refuse(
          message("You made this record, so you cannot verify it: another qualified person must review it"),
        );
      return { ok: true, to: action === "approve" ? "verified" : "rejected" };
    case "resubmit":
      if (status !== "rejected")
        return refuse(
          message("Only a rejected record can be corrected and resubmitted; this record is {{status}}", { status }),
        );
      if (!isAuthor) return refuse(message("Only the author of a rejected record can correct and resubmit it"));
      return { ok: true, to: "pending" };
    case "amend":
      if (status !== "verified") {
        return refuse(
          status === "pending"
            ? message("This record is awaiting verification; it can be amended once verified")
            : message("A rejected record is corrected by resubmitting it, not amended"),
        );
      }
      return { ok: true, to: "pending" };
  }
}

/** What a correction of a record in this status is: a resubmission (rejected) or an amendment (verified). */
export const correctionKind = (status: RecordStatus): "resubmit" | "amend" | null =>
  status === "rejected" ? "resubmit" : status === "verified" ? "amend" : null;

// Incidents ------------------------------------------------------------------------------------

export const incidentStatuses = ["pending", "investigating", "corrected"] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export interface IncidentContext {
  status: IncidentStatus;
  capaRequired: boolean;
  hasCapa: boolean;
}

/** pending → investigating → corrected; a required CAPA must exist before an incident is corrected. */
export function incidentTransition(
  to: IncidentStatus,
  { status, capaRequired, hasCapa }: IncidentContext,
): Transition<IncidentStatus> {
  if (status === "corrected") return refuse(message("This incident is already corrected; it cannot change status"));
  if (to === "pending") return refuse(message("An incident cannot go back to pending"));
  if (to === status) return refuse(message("This incident is already {{status}}", { status }));
  if (to === "corrected" && capaRequired && !hasCapa)
    return refuse(message("This incident requires a CAPA: initiate the CAPA before marking it corrected"));
  return { ok: true, to };
}

/** The CAPA dialog is offered only when a CAPA is required and the incident is not corrected (spec §4). */
export function canInitiateCapa({ status, capaRequired, hasCapa }: IncidentContext): Transition<IncidentStatus> {
  if (!capaRequired) return refuse(message("This incident was reported without a CAPA requirement"));
  if (status === "corrected") return refuse(message("This incident is corrected; a CAPA can no longer be initiated"));
  if (hasCapa) return refuse(message("A CAPA has already been initiated for this incident"));
  // Initiating the CAPA starts the investigation.
  return { ok: true, to: "investigating" };
}

// Holds ----------------------------------------------------------------------------------------

export const holdStatuses = ["on_hold", "released"] as const;
export type HoldStatus = (typeof holdStatuses)[number];

/** Release is offered only on items on hold (spec §4). */
export function releaseHold(status: HoldStatus): Transition<HoldStatus> {
  return status === "on_hold" ? { ok: true, to: "released" } : refuse(message("This hold has already been released"));
}
