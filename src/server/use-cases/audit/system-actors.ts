import type { AppLocale } from "../../../domain/i18n/locales";
import { t } from "../../i18n/catalogue";

/**
 * The names audit events store for what no person did (a background job, the demo seed). Stored in
 * English, as hashed in the chain; shown in the reader's language (`screens:auditLog.actor.*`).
 */
export const systemActorNames = {
  auditTrailVerifier: "Audit trail verifier",
  documentAuditEngine: "Document audit engine",
  evidencePackGenerator: "Evidence pack generator",
  fileOcr: "Scanned document reader",
  organisationExport: "Organisation export",
  supplierReminders: "Supplier reminders",
  demoSeed: "System (demo seed)",
} as const;

const systemActorKeys = new Map(
  Object.entries(systemActorNames).map(([key, name]) => [name as string, key as keyof typeof systemActorNames]),
);

/**
 * The name a training station's events store for the worker at it (workers have no account): English,
 * as hashed in the chain — "Pao Lee (OX-0107) at Pack line kiosk".
 */
export const kioskActorName = (employee: string, code: string, station: string) =>
  `${employee} (${code}) at ${station}`;
const kioskActorPattern = /^(.+) \(([^()]+)\) at (.+)$/;

/**
 * An event's actor as a reader sees it: a system actor's name in her language, a worker at a training
 * station with the words around her name and the station's in her language; a person's as stored.
 */
export function actorNameIn(locale: AppLocale, actorUserId: string | null, storedName: string): string {
  if (actorUserId !== null) return storedName;
  const key = systemActorKeys.get(storedName);
  if (key) return t(locale, `screens:auditLog.actor.${key}`);
  const kiosk = kioskActorPattern.exec(storedName);
  if (kiosk)
    return t(locale, "screens:auditLog.actor.kioskWorker", {
      employee: kiosk[1]!,
      code: kiosk[2]!,
      station: kiosk[3]!,
    });
  return storedName;
}
