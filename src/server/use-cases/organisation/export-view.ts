import type { OrganisationExportView } from "../../../domain/schemas/organisation-lifecycle";
import type { organisationExports } from "../../db/schema";

export const toExportView = (row: typeof organisationExports.$inferSelect): OrganisationExportView => ({
  id: row.id,
  status: row.status,
  requestedByName: row.requestedByName,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  stepsDone: row.stepsDone,
  stepsTotal: row.stepsTotal,
  filename: row.filename,
  size: row.size,
  failureReason: row.failureReason,
});
