import { message, type Message } from "../i18n/message";

/**
 * The approved-supplier programme (issue 21, decision 134): what a supplier is, its approval statuses and
 * who may move it between them. Pure: the use-cases call these before writing anything.
 */
export const supplierCategories = [
  "grower",
  "ingredients",
  "packaging",
  "chemicals",
  "pest_control",
  "laboratory",
  "transport",
  "services",
] as const;
export type SupplierCategory = (typeof supplierCategories)[number];

export const supplierRiskLevels = ["low", "medium", "high"] as const;
export type SupplierRiskLevel = (typeof supplierRiskLevels)[number];

/**
 * The approval statuses. "Action needed" is NOT one of them: it is a derived flag (see compliance.ts) on a
 * supplier whose approval stands but whose required documents lapsed, so an approval never changes without
 * a person deciding it.
 */
export const supplierStatuses = ["pending", "approved", "conditionally_approved", "suspended", "delisted"] as const;
export type SupplierStatus = (typeof supplierStatuses)[number];

/** The statuses under which the operation may buy from the supplier. */
export const approvedStatuses: readonly SupplierStatus[] = ["approved", "conditionally_approved"];
export const isApprovedStatus = (status: SupplierStatus) => approvedStatuses.includes(status);

/**
 * The catalogue tag of the clauses the supplier records evidence (the approved-supplier programme and its
 * current certificates): the clauses whose readiness, evidence packs and document audits read the
 * approved supplier list and the accepted supplier documents. A catalogue marks them as data.
 */
export const SUPPLIER_RECORDS_TAG = "supplier_records";

/**
 * Allowed moves. Every move is decided by a QA manager or an administrator with a reason:
 * pending → approved | conditionally approved | delisted (not taken on);
 * approved ↔ conditionally approved; either → suspended | delisted;
 * suspended → approved | conditionally approved (reinstated) | delisted;
 * delisted → pending (evaluated again from the start).
 */
export const supplierTransitions: Record<SupplierStatus, readonly SupplierStatus[]> = {
  pending: ["approved", "conditionally_approved", "delisted"],
  approved: ["conditionally_approved", "suspended", "delisted"],
  conditionally_approved: ["approved", "suspended", "delisted"],
  suspended: ["approved", "conditionally_approved", "delisted"],
  delisted: ["pending"],
};

export type StatusChange = { ok: true; to: SupplierStatus } | { ok: false; reason: Message };

/** The next status, or the refusal the API answers with (409). */
export function supplierStatusChange(from: SupplierStatus, to: SupplierStatus): StatusChange {
  if (from === to) return { ok: false, reason: message("This supplier is already {{status}}", { status: to }) };
  if (!supplierTransitions[from].includes(to))
    return {
      ok: false,
      reason: message("A supplier that is {{from}} cannot become {{to}}", { from, to }),
    };
  return { ok: true, to };
}

/** English names of the statuses as a sentence uses them (the key of their translations). */
export const supplierStatusLabels: Record<SupplierStatus, string> = {
  pending: "pending",
  approved: "approved",
  conditionally_approved: "conditionally approved",
  suspended: "suspended",
  delisted: "delisted",
};
