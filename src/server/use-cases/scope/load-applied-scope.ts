import { and, eq } from "drizzle-orm";
import { scopeFieldsSchema, type Scope } from "../../../domain/schemas/scope";
import { applicableClauses, defaultScope, type ApplicableClause } from "../../../domain/scope";
import type { Db } from "../../db/client";
import { siteScopes } from "../../db/schema";
import { conflict } from "../../errors";

/** A stored scope read back through the schema, so fields added later take their defaults. */
export const readStoredScope = (stored: unknown): Scope => scopeFieldsSchema.parse(stored ?? {});

/**
 * The last CONFIRMED scope of a site (`siteId` is sites.id, a uuid), else the default scope.
 * Records, training, audits, evidence and the overview read the site's scope through this one function.
 */
export async function loadAppliedScope(db: Db, organisationId: string, siteId: string): Promise<Scope> {
  const [row] = await db
    .select({ applied: siteScopes.applied })
    .from(siteScopes)
    .where(and(eq(siteScopes.organisationId, organisationId), eq(siteScopes.siteId, siteId)))
    .limit(1);
  return row?.applied ? readStoredScope(row.applied) : defaultScope();
}

/** The clauses that apply to a site under its confirmed scope, with their N/A state. */
export async function siteApplicableClauses(
  db: Db,
  organisationId: string,
  siteId: string,
): Promise<ApplicableClause[]> {
  return applicableClauses(await loadAppliedScope(db, organisationId, siteId));
}

/**
 * Refuses (409) marking a clause N/A when the site's confirmed scope does not allow auditors to
 * (the review step's 'Allow auditors to mark clauses as N/A during audit' switched off).
 */
export async function assertNaAllowed(db: Db, organisationId: string, siteId: string): Promise<void> {
  const scope = await loadAppliedScope(db, organisationId, siteId);
  if (!scope.allowNA) {
    throw conflict("This site's scope does not allow marking clauses N/A (the scope's N/A setting is off)");
  }
}
