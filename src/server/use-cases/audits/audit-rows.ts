import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, evidencePacks, externalAudits, internalAudits } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/**
 * Rows of the audits area by id, only inside the actor's organisation (404 otherwise) and only on a
 * site the actor may use (403 otherwise). `forUpdate` locks the row for a state change.
 */
export async function findInternalAudit(db: Db, actor: Actor, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(internalAudits)
    .where(and(eq(internalAudits.id, id), eq(internalAudits.organisationId, actor.organisationId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Internal audit");
  assertSiteAllowed(actor, row.siteId);
  return row;
}

export async function findFinding(db: Db, actor: Actor, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(auditFindings)
    .where(and(eq(auditFindings.id, id), eq(auditFindings.organisationId, actor.organisationId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Finding");
  assertSiteAllowed(actor, row.siteId);
  return row;
}

export async function findExternalAudit(db: Db, actor: Actor, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(externalAudits)
    .where(and(eq(externalAudits.id, id), eq(externalAudits.organisationId, actor.organisationId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("External audit");
  assertSiteAllowed(actor, row.siteId);
  return row;
}

export async function findEvidencePack(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(evidencePacks)
    .where(and(eq(evidencePacks.id, id), eq(evidencePacks.organisationId, actor.organisationId)))
    .limit(1);
  if (!row) throw notFound("Evidence pack");
  assertSiteAllowed(actor, row.siteId);
  return row;
}
