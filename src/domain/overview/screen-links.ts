import type { WorkKind } from "./work-items";

/**
 * The screen that resolves each kind of item, with the query parameter that opens it there. The
 * dashboard, the notifications and the command palette all link through these, so a link to a
 * record always means the same screen.
 */
export const screenLinks = {
  record: (id: string) => `/app/records/monitoring?record=${id}`,
  verification: (id: string) => `/app/records/verifications?record=${id}`,
  incident: (id: string) => `/app/records/incidents?incident=${id}`,
  hold: (id: string) => `/app/records/holds?hold=${id}`,
  /** A site's document inbox, opened on its held items (decision 132). */
  heldInboxItems: () => "/app/records/inbox?status=held",
  finding: (id: string) => `/app/audits/internal?tab=findings&finding=${id}`,
  internalAudit: (id: string) => `/app/audits/internal?audit=${id}`,
  externalAudit: (id: string) => `/app/audits/external?audit=${id}`,
  trainingAssignment: (id: string) => `/app/training/assignments?assignment=${id}`,
  trainingModule: (id: string) => `/app/training/modules?module=${id}`,
  sop: (id: string) => `/app/library/sops?sop=${id}`,
  template: (id: string) => `/app/library/templates?template=${id}`,
  employee: (id: string) => `/app/people/directory?employee=${id}`,
  today: () => "/app/today",
  supplier: (id: string) => `/app/suppliers?supplier=${id}`,
  traceCompleteness: () => "/app/traceability/completeness",
  tracePlan: () => "/app/traceability/plan",
  recallDrill: (id?: string) => (id ? `/app/records/recall-drills?drill=${id}` : "/app/records/recall-drills"),
} as const;

export function workItemUrl(kind: WorkKind, id: string): string {
  switch (kind) {
    case "verification":
      return screenLinks.verification(id);
    case "capa":
    case "capa_missing":
      return screenLinks.incident(id);
    case "finding":
      return screenLinks.finding(id);
    case "training":
      return screenLinks.trainingAssignment(id);
    case "missed_log":
      return screenLinks.today();
    case "supplier_action":
    case "supplier_expiring":
      return screenLinks.supplier(id);
    case "kde_incomplete":
      return screenLinks.traceCompleteness();
    case "recall_drill_due":
      return screenLinks.recallDrill();
    case "recall_drill_late":
      return screenLinks.recallDrill(id);
    case "trace_plan_unsigned":
      return screenLinks.tracePlan();
  }
}
