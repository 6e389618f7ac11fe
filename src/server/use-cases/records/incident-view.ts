import type { IncidentView } from "../../../domain/schemas/records";
import type { capas, incidents } from "../../db/schema";
import { clauseTitle } from "./clauses";

type IncidentRow = typeof incidents.$inferSelect;
type CapaRow = typeof capas.$inferSelect;

/** An incident with its CAPA as the API shows it: `siteId` is the site's slug; overdue against `today`. */
export function toIncidentView(row: IncidentRow, capa: CapaRow | null, siteSlug: string, today: string): IncidentView {
  return {
    id: row.id,
    siteId: siteSlug,
    title: row.title,
    severity: row.severity,
    status: row.status,
    clauseId: row.clauseId,
    clauseTitle: clauseTitle(row.clauseId),
    description: row.description,
    immediateAction: row.immediateAction,
    capaRequired: row.capaRequired,
    reportedByName: row.reportedByName,
    reportedAt: row.reportedAt.toISOString(),
    correctedAt: row.correctedAt?.toISOString() ?? null,
    correctedByName: row.correctedByName,
    statusNote: row.statusNote,
    capa: capa
      ? {
          id: capa.id,
          rootCause: capa.rootCause,
          correctiveAction: capa.correctiveAction,
          preventiveAction: capa.preventiveAction,
          responsiblePerson: capa.responsiblePerson,
          dueDate: capa.dueDate,
          overdue: row.status !== "corrected" && capa.dueDate < today,
          createdByName: capa.createdByName,
          createdAt: capa.createdAt.toISOString(),
        }
      : null,
  };
}
