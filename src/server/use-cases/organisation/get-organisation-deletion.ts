import type { OrganisationDeletionStatus } from "../../../domain/schemas/organisation-lifecycle";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { scheduledDeletion, toDeletionView } from "./deletion-view";

/** Settings › Organisation: the scheduled deletion, if any, and the grace period. GET: reads only. */
export async function getOrganisationDeletion(
  db: Db,
  actor: Actor,
  input: { graceDays: number },
): Promise<OrganisationDeletionStatus> {
  const row = await scheduledDeletion(db, actor.organisationId);
  return { deletion: row ? toDeletionView(row) : null, graceDays: input.graceDays };
}
