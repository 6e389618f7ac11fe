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
  organisationExport: "Organisation export",
  demoSeed: "System (demo seed)",
} as const;

const systemActorKeys = new Map(
  Object.entries(systemActorNames).map(([key, name]) => [name as string, key as keyof typeof systemActorNames]),
);

/** An event's actor as a reader sees it: a system actor's name in her language; a person's as stored. */
export function actorNameIn(locale: AppLocale, actorUserId: string | null, storedName: string): string {
  const key = actorUserId === null ? systemActorKeys.get(storedName) : undefined;
  return key ? t(locale, `screens:auditLog.actor.${key}`) : storedName;
}
