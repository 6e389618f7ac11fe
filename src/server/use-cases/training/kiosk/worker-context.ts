import { and, eq } from "drizzle-orm";
import type { TrainingLanguage } from "../../../../domain/training/languages";
import type { Db } from "../../../db/client";
import { trainingAssignments, trainingModules } from "../../../db/schema";
import { AppError, notFound } from "../../../errors";
import { kioskActorName } from "../../audit/system-actors";
import { resolveKiosk, resolveTicket } from "./kiosk-session";

/** Minutes a worker stays identified on a station without identifying again. */
export const TICKET_MINUTES = 30;

/** What every worker call carries: the station's link token and the worker's ticket (x-kiosk-ticket). */
export interface WorkerCredentials {
  token: string;
  ticket: string | undefined;
}

/**
 * Audit events of the kiosk name the employee at the station (workers have no sign-in account). `now`
 * is the instant a trusted server caller gave the worker use-case (decision 075); requests give none.
 */
export const kioskActor = (
  employee: { name: string; employeeCode: string },
  kiosk: { organisationId: string; stationName: string },
  now?: Date,
) => ({
  userId: null,
  organisationId: kiosk.organisationId,
  name: kioskActorName(employee.name, employee.employeeCode, kiosk.stationName),
  now,
});

/** The station, its site and the identified worker behind a ticket (401 without a valid one). */
export async function workerContext(db: Db, token: string, ticket: string | undefined, now: Date) {
  const { kiosk, site } = await resolveKiosk(db, token);
  const { employee, ticket: ticketRow } = await resolveTicket(db, kiosk.id, ticket, now);
  return { kiosk, site, employee, ticket: ticketRow };
}

/** One assignment of the worker, with its module (404 when it is not theirs). */
export async function findWorkerAssignment(db: Db, employeeId: string, assignmentId: string) {
  const [row] = await db
    .select({ assignment: trainingAssignments, module: trainingModules })
    .from(trainingAssignments)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .where(and(eq(trainingAssignments.id, assignmentId), eq(trainingAssignments.employeeId, employeeId)));
  if (!row) throw notFound("Assignment");
  return row;
}

/** Refuses (400 on `language`) a language the module is not written in. */
export function assertLanguage(languages: TrainingLanguage[], language: TrainingLanguage) {
  if (!languages.includes(language)) {
    throw new AppError(
      "validation",
      "This module is not available in {{language}}",
      { language: "Choose one of {{languages}}" },
      undefined,
      { language, languages: languages.join(", ") },
    );
  }
}
