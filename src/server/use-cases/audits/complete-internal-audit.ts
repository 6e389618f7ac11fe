import { eq } from "drizzle-orm";
import {
  completionBlocker,
  defaultDueDate,
  defaultEvidenceToClose,
  defaultOwnerRole,
  scoreChecklist,
} from "../../../domain/audits";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, internalAuditItems, internalAudits } from "../../db/schema";
import { AppError } from "../../errors";
import { siteTodayById } from "../sites/site-today";
import { findInternalAudit } from "./audit-rows";
import { internalAuditView } from "./internal-audit-view";
import { nextStatus } from "./internal-audit-status";

/**
 * in-progress → completed: every item must be answered; the score is computed by the scheme's points
 * and each item answered "finding" becomes a tracked finding (owner role, due date, evidence to close).
 */
export async function completeInternalAudit(db: Db, actor: Actor, { id }: { id: string }) {
  await db.transaction(async (tx) => {
    const audit = await findInternalAudit(tx, actor, id, true);
    const next = nextStatus(audit.status, "complete");
    const items = await tx
      .select()
      .from(internalAuditItems)
      .where(eq(internalAuditItems.auditId, id))
      .orderBy(internalAuditItems.position);
    const blocker = completionBlocker(items);
    if (blocker) throw AppError.of("conflict", blocker);
    const score = scoreChecklist(items);
    const now = actorNow(actor);
    await tx
      .update(internalAudits)
      .set({
        status: next,
        completedAt: now,
        updatedAt: now,
        scoreEarned: score.earned,
        scorePossible: score.possible,
        scorePercent: score.percent,
      })
      .where(eq(internalAudits.id, id));
    const findings = items.filter((i) => i.answer === "finding");
    if (findings.length > 0) {
      const completedOn = await siteTodayById(tx, actor.organisationId, audit.siteId, now);
      await tx.insert(auditFindings).values(
        findings.map((item) => ({
          organisationId: actor.organisationId,
          siteId: audit.siteId,
          auditId: id,
          itemId: item.id,
          clauseId: item.clauseId,
          title: item.requirement,
          summary: item.notes,
          ownerRole: defaultOwnerRole(item.tags),
          dueDate: defaultDueDate(completedOn),
          evidenceToClose: defaultEvidenceToClose(item.requirement),
          createdAt: now,
        })),
      );
    }
    await recordEvent(tx, actor, {
      action: "internal_audit.complete",
      entityType: "internal_audit",
      entityId: id,
      siteId: audit.siteId,
      before: { status: audit.status },
      after: { status: next, score, findings: findings.map((f) => f.clauseId) },
    });
  });
  return internalAuditView(db, actor.organisationId, id);
}
