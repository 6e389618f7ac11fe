import type { IsoDate } from "../dates";
import { message } from "../i18n/message";
import type { WorkItem } from "../overview/work-items";
import type { ComplianceState } from "./compliance";
import { isApprovedStatus, type SupplierStatus } from "./suppliers";

/** What the overview reads of one supplier: its approval and its required documents on its own today. */
export interface SupplierStanding {
  id: string;
  name: string;
  status: SupplierStatus;
  actionNeeded: boolean;
  documents: readonly { state: ComplianceState; expiresOn: IsoDate | null }[];
  asOf: IsoDate;
}

/**
 * The supplier programme's open work on the clauses the supplier records evidence (`clauseIds`, the
 * site's applicable clauses tagged SUPPLIER_RECORDS_TAG), decision 134:
 *  - supplier_action: an approved (or conditionally approved) supplier whose required document expired or
 *    is missing ("action needed"); due the earliest lapse, or the supplier's today when one is missing.
 *    It takes the clauses out of good standing (an auditor finds the approval unjustified).
 *  - supplier_expiring: an approved supplier in order today whose required document expires within 30 days;
 *    due its earliest expiry. It shows as due soon, it does not lower readiness.
 * Pending, suspended and delisted suppliers are not bought from and raise no work. No clause, no work.
 */
export function supplierWorkItems(suppliers: readonly SupplierStanding[], clauseIds: readonly string[]): WorkItem[] {
  if (clauseIds.length === 0) return [];
  const items: WorkItem[] = [];
  for (const s of suppliers) {
    if (!isApprovedStatus(s.status)) continue;
    const dates = (states: ComplianceState[]) =>
      s.documents.flatMap((d) => (states.includes(d.state) && d.expiresOn ? [d.expiresOn] : [])).sort();
    if (s.actionNeeded) {
      const lapsed = s.documents.filter((d) => d.state === "expired" || d.state === "missing").length;
      items.push({
        kind: "supplier_action",
        id: s.id,
        clauseIds,
        due: dates(["expired"])[0] ?? s.asOf,
        title: `${s.name}: action needed`,
        detail: `${lapsed} required document${lapsed === 1 ? "" : "s"} expired or missing`,
        text: {
          title: message("screens:overview.supplierAction.title", { supplier: s.name }),
          detail: message("screens:overview.supplierAction.detail", { count: lapsed }),
        },
      });
      continue;
    }
    const expiring = dates(["expiring"]);
    if (expiring[0])
      items.push({
        kind: "supplier_expiring",
        id: s.id,
        clauseIds,
        due: expiring[0],
        title: `${s.name}: document expiring`,
        detail: `A required document expires on ${expiring[0]}`,
        text: {
          title: message("screens:overview.supplierExpiring.title", { supplier: s.name }),
          detail: message("screens:overview.supplierExpiring.detail", { expires: expiring[0] }),
        },
      });
  }
  return items;
}
