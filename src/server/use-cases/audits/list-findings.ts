import { and, asc, desc, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, internalAudits } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { siteToday } from "../../../domain/dates";
import { findingViews } from "./finding-views";

/** The site's tracked findings, open first then by due date. */
export async function listFindings(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select({ finding: auditFindings, auditDate: internalAudits.auditDate })
    .from(auditFindings)
    .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .where(and(eq(auditFindings.organisationId, actor.organisationId), eq(auditFindings.siteId, site.id)))
    .orderBy(desc(auditFindings.status), asc(auditFindings.dueDate), asc(auditFindings.clauseId));
  return findingViews(
    db,
    actor.organisationId,
    rows.map((r) => ({ ...r.finding, auditDate: r.auditDate })),
    siteToday(site.timezone),
  );
}
