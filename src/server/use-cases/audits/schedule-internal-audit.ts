import { and, eq } from "drizzle-orm";
import { can } from "../../../domain/permissions";
import type { InternalAuditCreateInput } from "../../../domain/schemas/audits";
import { groupName } from "../../../domain/catalogue";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { internalAuditItems, internalAudits, memberships } from "../../db/schema";
import { AppError } from "../../errors";
import { siteApplicableClauses } from "../scope/load-applied-scope";
import { findSite } from "../sites/site-access";
import { internalAuditView } from "./internal-audit-view";

/**
 * Schedules an internal audit and generates its checklist from the site's applicable clauses in the
 * chosen scope (modules or clauses). Clauses the site's scope marks N/A start answered N/A.
 */
export async function scheduleInternalAudit(db: Db, actor: Actor, input: InternalAuditCreateInput) {
  const id = await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, input.siteId);
    const [auditor] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, input.auditorId), eq(memberships.organisationId, actor.organisationId)));
    if (!auditor || !can(auditor.role, "audits.run")) {
      throw new AppError("validation", "Choose an auditor who may run audits", {
        auditorId: "Choose an auditor who may run audits",
      });
    }
    const applicable = await siteApplicableClauses(tx, actor.organisationId, site.id);
    const chosen = new Set(input.scopeIds);
    const known = new Set(
      input.scopeKind === "modules" ? applicable.map((c) => c.module) : applicable.map((c) => c.id),
    );
    const unknown = input.scopeIds.filter((s) => !known.has(s));
    if (unknown.length > 0) {
      throw new AppError(
        "validation",
        "Not applicable to {{site}}: {{scopeIds}}",
        { scopeIds: "Not applicable to {{site}}: {{scopeIds}}" },
        undefined,
        { site: site.name, scopeIds: unknown.join(", ") },
      );
    }
    const clauses = applicable.filter((c) => chosen.has(input.scopeKind === "modules" ? c.module : c.id));
    const [audit] = await tx
      .insert(internalAudits)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        type: input.type,
        auditDate: input.date,
        auditorId: input.auditorId,
        scopeKind: input.scopeKind,
        scopeIds: [...chosen],
        createdBy: actor.userId,
        createdAt: actorNow(actor),
        updatedAt: actorNow(actor),
      })
      .returning();
    await tx.insert(internalAuditItems).values(
      clauses.map((clause, position) => ({
        organisationId: actor.organisationId,
        auditId: audit!.id,
        position,
        clauseId: clause.id,
        module: clause.module,
        section: groupName(clause.tags[0]!),
        requirement: clause.title,
        points: clause.points,
        tags: clause.tags,
        answer: clause.na ? ("na" as const) : null,
        // Only the scope's rationale and a flag: readers see the "marked N/A in the site scope" prefix in
        // their own language (checklistNaRationale).
        naRationale: clause.na ? (clause.naRationale ?? "").trim() || null : null,
        naFromScope: clause.na,
      })),
    );
    await recordEvent(tx, actor, {
      action: "internal_audit.schedule",
      entityType: "internal_audit",
      entityId: audit!.id,
      siteId: site.id,
      after: {
        type: input.type,
        date: input.date,
        auditorId: input.auditorId,
        scopeKind: input.scopeKind,
        scopeIds: [...chosen],
        items: clauses.length,
      },
    });
    return audit!.id;
  });
  return internalAuditView(db, actor.organisationId, id);
}
