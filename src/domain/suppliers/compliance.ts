import { addCalendarDays, addCalendarMonths, type IsoDate, siteToday } from "../dates";
import type { SupplierDocumentState, SupplierDocumentType, SupplierRequirement } from "./requirements";
import { isApprovedStatus, type SupplierStatus } from "./suppliers";

/** A required document that expires within this many days (today included) is "expiring". */
export const EXPIRING_WITHIN_DAYS = 30;

/** Worst first: the order in which one document's state decides the supplier's. */
export const complianceStates = ["complete", "expiring", "expired", "missing"] as const;
export type ComplianceState = (typeof complianceStates)[number];
const severity: Record<ComplianceState, number> = { complete: 0, expiring: 1, expired: 2, missing: 3 };

/** One stored version of a supplier's document, as the compliance rule reads it. */
export interface DocumentVersion {
  id: string;
  type: SupplierDocumentType;
  version: number;
  state: SupplierDocumentState;
  issuedOn: IsoDate | null;
  expiresOn: IsoDate | null;
}

export interface RequiredDocumentStatus {
  type: SupplierDocumentType;
  /** The accepted version that counts (the newest accepted one), if any. */
  documentId: string | null;
  version: number | null;
  /** Its expiry: the date written on it, else its issue date plus the requirement's renewal period. */
  expiresOn: IsoDate | null;
  state: ComplianceState;
  /** A newer version waiting for review (uploaded by the supplier or staff). */
  awaitingReview: boolean;
}

export interface SupplierCompliance {
  compliance: ComplianceState;
  documents: RequiredDocumentStatus[];
  /** Approved (or conditionally approved) while a required document is expired or missing (decision 134). */
  actionNeeded: boolean;
  /** The earliest expiry among the required documents that count. */
  nextExpiry: IsoDate | null;
}

/** The date a version stops being valid: its own expiry, else issue + renewal period, else never. */
export function effectiveExpiry(
  version: Pick<DocumentVersion, "issuedOn" | "expiresOn">,
  renewalMonths: number | null,
) {
  if (version.expiresOn) return version.expiresOn;
  if (version.issuedOn && renewalMonths !== null) return addCalendarMonths(version.issuedOn, renewalMonths);
  return null;
}

/** One expiry date's state on `today`: valid through its expiry date, expired the day after. */
export function expiryState(expiresOn: IsoDate | null, today: IsoDate): ComplianceState {
  if (expiresOn === null) return "complete";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addCalendarDays(today, EXPIRING_WITHIN_DAYS)) return "expiring";
  return "complete";
}

/**
 * A supplier's compliance on `today` from its required documents: for each requirement the newest
 * accepted version counts (a newer accepted version renews an older one; versions to review or rejected
 * count for nothing); the supplier's state is the worst of its documents'. No requirement: complete.
 */
export function computeCompliance(
  status: SupplierStatus,
  requirements: Pick<SupplierRequirement, "documentType" | "renewalMonths">[],
  versions: DocumentVersion[],
  today: IsoDate,
): SupplierCompliance {
  const documents = requirements.map((requirement): RequiredDocumentStatus => {
    const ofType = versions.filter((v) => v.type === requirement.documentType).sort((a, b) => b.version - a.version);
    const counted = ofType.find((v) => v.state === "accepted");
    const awaitingReview = ofType.some((v) => v.state === "to_review" && (!counted || v.version > counted.version));
    if (!counted)
      return {
        type: requirement.documentType,
        documentId: null,
        version: null,
        expiresOn: null,
        state: "missing",
        awaitingReview,
      };
    const expiresOn = effectiveExpiry(counted, requirement.renewalMonths);
    return {
      type: requirement.documentType,
      documentId: counted.id,
      version: counted.version,
      expiresOn,
      state: expiryState(expiresOn, today),
      awaitingReview,
    };
  });
  const compliance = documents.reduce<ComplianceState>(
    (worst, d) => (severity[d.state] > severity[worst] ? d.state : worst),
    "complete",
  );
  const expiries = documents.flatMap((d) => (d.expiresOn ? [d.expiresOn] : [])).sort();
  return {
    compliance,
    documents,
    actionNeeded: isApprovedStatus(status) && (compliance === "expired" || compliance === "missing"),
    nextExpiry: expiries[0] ?? null,
  };
}

/**
 * "Today" for a supplier: the latest calendar date among the time zones of the sites it supplies (or of
 * the organisation's sites when it names none), so an expiry is never reported a day late at any of them.
 */
export function supplierToday(timeZones: string[], now: Date): IsoDate {
  const dates = (timeZones.length > 0 ? timeZones : ["UTC"]).map((zone) => siteToday(zone, now));
  return dates.sort().at(-1)!;
}
