import { localDate } from "../../../domain/dates";
import type { IncidentView } from "../../../domain/schemas/records";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findIncident } from "./find-incident";
import { toIncidentView } from "./incident-view";

/** One incident with its CAPA, for a link that points at it. */
export async function getIncident(db: Db, actor: Actor, { id }: { id: string }): Promise<IncidentView> {
  const { incident, capa, site } = await findIncident(db, actor, id);
  return toIncidentView(incident, capa, site.slug, localDate(new Date(), site.timezone));
}
