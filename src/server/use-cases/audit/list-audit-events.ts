import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { AuditEventView, AuditLogQuery, Page } from "../../../domain/schemas/audit-log";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditEvents } from "../../db/schema";
import { actorNameIn } from "./system-actors";

/**
 * One page of the organisation's audit events, newest first, as stored — but for the name of a system
 * actor (a background job, the demo seed), shown in the reader's language. Actions and entity types are
 * codes (what the filters take).
 */
export async function listAuditEvents(
  db: Db,
  actor: Actor,
  query: AuditLogQuery,
  locale: AppLocale = "en",
): Promise<Page<AuditEventView>> {
  const conditions: SQL[] = [eq(auditEvents.organisationId, actor.organisationId)];
  if (query.entityType) conditions.push(eq(auditEvents.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditEvents.entityId, query.entityId));
  if (query.action) conditions.push(eq(auditEvents.action, query.action));
  if (query.actorUserId) conditions.push(eq(auditEvents.actorUserId, query.actorUserId));
  if (query.from) conditions.push(gte(auditEvents.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lte(auditEvents.createdAt, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    items: rows.map((e) => ({
      id: e.id,
      seq: e.seq,
      createdAt: e.createdAt.toISOString(),
      actorUserId: e.actorUserId,
      actorName: actorNameIn(locale, e.actorUserId, e.actorName),
      siteId: e.siteId,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      before: e.before,
      after: e.after,
      hash: e.hash,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
