import { and, desc, eq } from "drizzle-orm";
import type { OrganisationDeletionView } from "../../../domain/schemas/organisation-lifecycle";
import type { Db } from "../../db/client";
import { organisationDeletions } from "../../db/schema";

type DeletionRow = typeof organisationDeletions.$inferSelect;

export const toDeletionView = (row: DeletionRow): OrganisationDeletionView => ({
  id: row.id,
  status: row.status,
  requestedByName: row.requestedByName,
  requestedAt: row.requestedAt.toISOString(),
  purgeAfter: row.purgeAfter.toISOString(),
  cancelledByName: row.cancelledByName,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** The organisation's scheduled deletion, if any. */
export async function scheduledDeletion(db: Db, organisationId: string) {
  const [row] = await db
    .select()
    .from(organisationDeletions)
    .where(and(eq(organisationDeletions.organisationId, organisationId), eq(organisationDeletions.status, "scheduled")))
    .orderBy(desc(organisationDeletions.requestedAt))
    .limit(1);
  return row ?? null;
}
