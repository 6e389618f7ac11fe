import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { employees, kioskTickets, sites, trainingKiosks } from "../../../db/schema";
import { AppError, notFound } from "../../../errors";
import { hashToken } from "./kiosk-token";

/** The active kiosk of a token with its site; an unknown or revoked token is a 404. */
export async function resolveKiosk(db: Db, token: string) {
  const [row] = await db
    .select({ kiosk: trainingKiosks, site: sites })
    .from(trainingKiosks)
    .innerJoin(sites, eq(sites.id, trainingKiosks.siteId))
    .where(and(eq(trainingKiosks.tokenHash, hashToken(token)), isNull(trainingKiosks.revokedAt)));
  if (!row) throw notFound("Training station link");
  return row;
}

/** The worker a kiosk ticket identifies, on this kiosk, not expired; else 401 (identify again). */
export async function resolveWorker(db: Db, kioskId: string, ticket: string | undefined, now: Date) {
  return (await resolveTicket(db, kioskId, ticket, now)).employee;
}

/** The ticket row and its worker (see resolveWorker). */
export async function resolveTicket(db: Db, kioskId: string, ticket: string | undefined, now: Date) {
  if (!ticket) throw new AppError("unauthenticated", "Enter your employee ID to continue");
  const [row] = await db
    .select({ employee: employees, ticket: kioskTickets })
    .from(kioskTickets)
    .innerJoin(employees, eq(employees.id, kioskTickets.employeeId))
    .where(
      and(
        eq(kioskTickets.tokenHash, hashToken(ticket)),
        eq(kioskTickets.kioskId, kioskId),
        gt(kioskTickets.expiresAt, now),
      ),
    );
  if (!row || row.employee.status === "inactive")
    throw new AppError("unauthenticated", "Your session on this station ended. Enter your employee ID again.");
  return row;
}
