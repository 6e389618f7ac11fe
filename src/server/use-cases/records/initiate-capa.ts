import { eq } from "drizzle-orm";
import { canInitiateCapa } from "../../../domain/records/transitions";
import { daysBetween, localDate } from "../../../domain/dates";
import type { CapaInput, IncidentView } from "../../../domain/schemas/records";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { capas, incidents } from "../../db/schema";
import { AppError } from "../../errors";
import { findIncident } from "./find-incident";
import { toIncidentView } from "./incident-view";

export type InitiateCapaInput = { id: string } & CapaInput;

/** Initiates the CAPA of an incident that requires one and is not corrected; the investigation starts. */
export async function initiateCapa(db: Db, actor: Actor, { id, ...input }: InitiateCapaInput): Promise<IncidentView> {
  return db.transaction(async (tx) => {
    const { incident, capa, site } = await findIncident(tx, actor, id, true);
    const step = canInitiateCapa({
      status: incident.status,
      capaRequired: incident.capaRequired,
      hasCapa: capa !== null,
    });
    if (!step.ok) throw AppError.of("conflict", step.reason);
    const now = actorNow(actor);
    const today = localDate(now, site.timezone);
    if (daysBetween(today, input.dueDate) < 0)
      throw new AppError("validation", "The due date cannot be in the past", {
        dueDate: "The due date cannot be in the past",
      });
    const [created] = await tx
      .insert(capas)
      .values({
        ...input,
        organisationId: actor.organisationId,
        siteId: site.id,
        incidentId: incident.id,
        createdBy: actor.userId,
        createdByName: actor.name,
        createdAt: now,
      })
      .returning();
    const [row] = await tx
      .update(incidents)
      .set({ status: step.to, investigatingAt: incident.investigatingAt ?? now, updatedAt: now })
      .where(eq(incidents.id, incident.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "capa.initiate",
      entityType: "incident",
      entityId: incident.id,
      siteId: site.id,
      before: { status: incident.status },
      after: { status: step.to, capa: { ...input, id: created!.id } },
    });
    return toIncidentView(row!, created!, site.slug, today);
  });
}
