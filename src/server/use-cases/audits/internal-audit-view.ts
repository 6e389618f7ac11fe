import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  checklistProgress,
  internalAuditActionLabel,
  scoreChecklist,
  type ChecklistAnswer,
  type InternalAuditView,
} from "../../../domain/audits";
import { internalAuditTypeLabels } from "../../../domain/schemas/audits";
import type { Db } from "../../db/client";
import { internalAuditItems, internalAudits, sites, users } from "../../db/schema";

/** Audits with their auditor, site and checklist tallies, newest date first. */
export async function internalAuditViews(
  db: Db,
  organisationId: string,
  where: { siteId?: string; ids?: string[] },
): Promise<InternalAuditView[]> {
  const conditions = [eq(internalAudits.organisationId, organisationId)];
  if (where.siteId) conditions.push(eq(internalAudits.siteId, where.siteId));
  if (where.ids)
    conditions.push(
      inArray(internalAudits.id, where.ids.length ? where.ids : ["00000000-0000-0000-0000-000000000000"]),
    );
  const rows = await db
    .select({ audit: internalAudits, auditorName: users.name, siteSlug: sites.slug, siteName: sites.name })
    .from(internalAudits)
    .innerJoin(users, eq(users.id, internalAudits.auditorId))
    .innerJoin(sites, eq(sites.id, internalAudits.siteId))
    .where(and(...conditions))
    .orderBy(desc(internalAudits.auditDate), desc(internalAudits.createdAt));
  const ids = rows.map((r) => r.audit.id);
  const items = ids.length
    ? await db
        .select({
          auditId: internalAuditItems.auditId,
          answer: internalAuditItems.answer,
          points: internalAuditItems.points,
        })
        .from(internalAuditItems)
        .where(inArray(internalAuditItems.auditId, ids))
        .orderBy(asc(internalAuditItems.position))
    : [];
  return rows.map(({ audit, auditorName, siteSlug, siteName }) => {
    const own = items
      .filter((i) => i.auditId === audit.id)
      .map((i) => ({ answer: i.answer as ChecklistAnswer | null, points: i.points }));
    const live = scoreChecklist(own);
    return {
      id: audit.id,
      type: audit.type,
      typeLabel: internalAuditTypeLabels[audit.type],
      date: audit.auditDate,
      status: audit.status,
      action: internalAuditActionLabel[audit.status],
      auditor: { id: audit.auditorId, name: auditorName },
      site: { id: siteSlug, name: siteName },
      scopeKind: audit.scopeKind,
      scopeIds: audit.scopeIds,
      items: own.length,
      answered: own.length - live.counts.unanswered,
      progress: checklistProgress(own),
      findings: live.counts.finding,
      observations: live.counts.observation,
      score:
        audit.status === "completed" && audit.scorePossible !== null
          ? { earned: audit.scoreEarned ?? 0, possible: audit.scorePossible, percent: audit.scorePercent }
          : null,
      startedAt: audit.startedAt?.toISOString() ?? null,
      completedAt: audit.completedAt?.toISOString() ?? null,
    };
  });
}

export async function internalAuditView(db: Db, organisationId: string, id: string): Promise<InternalAuditView> {
  const [view] = await internalAuditViews(db, organisationId, { ids: [id] });
  return view!;
}
