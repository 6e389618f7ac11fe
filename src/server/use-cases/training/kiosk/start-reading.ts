import { eq } from "drizzle-orm";
import type { ReadingStart } from "../../../../domain/training/views";
import type { Db } from "../../../db/client";
import { kioskTickets } from "../../../db/schema";
import { findWorkerAssignment, workerContext, type WorkerCredentials } from "./worker-context";

export type StartReadingInput = WorkerCredentials & { assignmentId: string };

/**
 * The worker opened a module at the station: the server notes when, on the worker's ticket, so the
 * time spent (and the module's minimum) is measured by its own clock. Bookkeeping of the station
 * session, like the ticket itself: the audited record is the session the quiz writes, which carries
 * this start and the time spent.
 */
export async function startReading(
  db: Db,
  { token, ticket, assignmentId }: StartReadingInput,
  now = new Date(),
): Promise<ReadingStart> {
  const { employee, ticket: ticketRow } = await workerContext(db, token, ticket, now);
  const { assignment, module } = await findWorkerAssignment(db, employee.id, assignmentId);
  await db
    .update(kioskTickets)
    .set({ readingAssignmentId: assignment.id, readingStartedAt: now })
    .where(eq(kioskTickets.tokenHash, ticketRow.tokenHash));
  return {
    startedAt: now.toISOString(),
    minimumMinutes: module.minimumMinutes,
    quizOpensAt: new Date(now.getTime() + module.minimumMinutes * 60_000).toISOString(),
  };
}
