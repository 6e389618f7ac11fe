import type { IncidentInput, IncidentView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { incidents } from "../../db/schema";
import { assertClauseApplies } from "./clauses";
import { toIncidentView } from "./incident-view";
import { siteAndToday } from "./site-day";

export type ReportIncidentInput = { siteSlug: string } & IncidentInput;

/** Reports an incident (status pending) at a site, against one of the site's applicable clauses. */
export async function reportIncident(
  db: Db,
  actor: Actor,
  { siteSlug, ...input }: ReportIncidentInput,
): Promise<IncidentView> {
  const now = actorNow(actor);
  const { site, today } = await siteAndToday(db, actor, siteSlug, now);
  await assertClauseApplies(db, actor.organisationId, site.id, input.clauseId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(incidents)
      .values({
        ...input,
        organisationId: actor.organisationId,
        siteId: site.id,
        reportedBy: actor.userId,
        reportedByName: actor.name,
        reportedAt: now,
        updatedAt: now,
      })
      .returning();
    const view = toIncidentView(row!, null, site.slug, today);
    await recordEvent(tx, actor, {
      action: "incident.report",
      entityType: "incident",
      entityId: row!.id,
      siteId: site.id,
      after: view,
    });
    return view;
  });
}
