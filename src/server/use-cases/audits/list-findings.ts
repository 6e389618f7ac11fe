import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, documentAudits, internalAudits } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { siteToday } from "../../../domain/dates";
import { findingViews } from "./finding-views";

/** The site's tracked findings from internal and document audits (decision 118), open first then by due date. */
export async function listFindings(
  db: Db,
  actor: Actor,
  { siteSlug, locale }: { siteSlug: string; locale?: AppLocale },
) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select({
      finding: auditFindings,
      auditDate: sql<string | null>`coalesce(${internalAudits.auditDate}, ${documentAudits.auditDate})::text`,
    })
    .from(auditFindings)
    .leftJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .leftJoin(documentAudits, eq(documentAudits.id, auditFindings.documentAuditId))
    .where(and(eq(auditFindings.organisationId, actor.organisationId), eq(auditFindings.siteId, site.id)))
    .orderBy(desc(auditFindings.status), asc(auditFindings.dueDate), asc(auditFindings.clauseId));
  return findingViews(
    db,
    actor.organisationId,
    rows.map((r) => ({ ...r.finding, auditDate: r.auditDate })),
    siteToday(site.timezone),
    locale,
  );
}
