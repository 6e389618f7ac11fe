import { and, eq, lt, ne } from "drizzle-orm";
import { recordEvent } from "../../audit/record-event";
import type { Db } from "../../../db/client";
import { employees, kioskTickets } from "../../../db/schema";
import { AppError } from "../../../errors";
import { assertLookupAllowed, recordLookupFailure } from "./kiosk-throttle";
import { resolveKiosk } from "./kiosk-session";
import { newToken } from "./kiosk-token";
import { kioskActor, TICKET_MINUTES } from "./worker-context";

/** A worker types their employee code; unknown codes count against the station's lookup limit. */
export async function identifyWorker(
  db: Db,
  { token, employeeCode }: { token: string; employeeCode: string },
  given?: Date,
) {
  const now = given ?? new Date();
  const { kiosk, site } = await resolveKiosk(db, token);
  assertLookupAllowed(kiosk, now);
  const [employee] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.organisationId, kiosk.organisationId),
        eq(employees.siteId, site.id),
        eq(employees.employeeCode, employeeCode),
        ne(employees.status, "inactive"),
      ),
    );
  if (!employee) {
    await recordLookupFailure(db, kiosk, now);
    throw new AppError(
      "not_found",
      "No current employee with ID {{code}} at {{site}}. Check your badge or ask your supervisor.",
      { employeeCode: "Employee ID not found at this site" },
      undefined,
      { code: employeeCode, site: site.name },
    );
  }
  const { token: ticket, hash } = newToken();
  // Like a sign-in: the worker's station session is issued and recorded together.
  await db.transaction(async (tx) => {
    await tx.delete(kioskTickets).where(lt(kioskTickets.expiresAt, now));
    await tx.insert(kioskTickets).values({
      tokenHash: hash,
      kioskId: kiosk.id,
      employeeId: employee.id,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + TICKET_MINUTES * 60_000),
    });
    await recordEvent(tx, kioskActor(employee, kiosk, given), {
      action: "training.worker_identify",
      entityType: "employee",
      entityId: employee.id,
      siteId: site.id,
      after: { employee: employee.employeeCode, kioskId: kiosk.id },
    });
  });
  return { ticket, employee: { name: employee.name, employeeCode: employee.employeeCode } };
}
