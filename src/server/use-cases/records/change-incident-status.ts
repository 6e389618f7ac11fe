import { eq } from "drizzle-orm";
import { incidentTransition } from "../../../domain/records/transitions";
import { localDate } from "../../../domain/dates";
import type { IncidentStatusInput, IncidentView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { capas, incidents } from "../../db/schema";
import { AppError } from "../../errors";
import { findIncident } from "./find-incident";
import { toIncidentView } from "./incident-view";

export type ChangeIncidentStatusInput = { id: string } & IncidentStatusInput;

/** Moves an incident forward (investigating, corrected) under the incident state machine. */
export async function changeIncidentStatus(
  db: Db,
  actor: Actor,
  { id, ...input }: ChangeIncidentStatusInput,
): Promise<IncidentView> {
  return db.transaction(async (tx) => {
    const { incident, capa, site } = await findIncident(tx, actor, id, true);
    const step = incidentTransition(input.status, {
      status: incident.status,
      capaRequired: incident.capaRequired,
      hasCapa: capa !== null,
    });
    if (!step.ok) throw AppError.of("conflict", step.reason);
    const now = actorNow(actor);
    const corrected = step.to === "corrected";
    const [row] = await tx
      .update(incidents)
      .set({
        status: step.to,
        statusNote: input.note || incident.statusNote,
        updatedAt: now,
        ...(corrected ? { correctedAt: now, correctedByName: actor.name } : { investigatingAt: now }),
      })
      .where(eq(incidents.id, incident.id))
      .returning();
    if (corrected && capa) await tx.update(capas).set({ completedAt: now }).where(eq(capas.id, capa.id));
    await recordEvent(tx, actor, {
      action: "incident.status",
      entityType: "incident",
      entityId: incident.id,
      siteId: site.id,
      before: { status: incident.status },
      after: { status: step.to, note: input.note },
    });
    return toIncidentView(row!, capa, site.slug, localDate(now, site.timezone));
  });
}
