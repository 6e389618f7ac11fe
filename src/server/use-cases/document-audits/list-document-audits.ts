import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { documentAudits } from "../../db/schema";
import { findSite } from "../sites/site-access";

/** A site's document audits, newest first, with how many files each was given. */
export async function listDocumentAudits(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(documentAudits)
    .where(and(eq(documentAudits.organisationId, actor.organisationId), eq(documentAudits.siteId, site.id)))
    .orderBy(desc(documentAudits.createdAt), desc(documentAudits.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    score: row.status === "done" ? (row.report?.score ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    documentCount: row.report ? row.report.documents.length : row.inputs.length,
  }));
}
