import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { documentAudits } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/** The audit in the actor's organisation (404 otherwise), at a site she may use (403 otherwise, decision 092). */
export async function findDocumentAudit(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(documentAudits)
    .where(and(eq(documentAudits.id, id), eq(documentAudits.organisationId, actor.organisationId)))
    .limit(1);
  if (!row) throw notFound("Document audit");
  assertSiteAllowed(actor, row.siteId);
  return row;
}
