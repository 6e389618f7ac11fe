import { and, eq } from "drizzle-orm";
import { defaultEvidenceToClose } from "../../../domain/audits";
import { isOverdue } from "../../../domain/dates";
import type { TrackDocumentAuditFindingInput } from "../../../domain/document-audit/view";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings } from "../../db/schema";
import { renderMessage } from "../../document-audit/render-finding";
import { AppError, conflict, invalidField } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findingOwners } from "../audits/finding-owners";
import { siteTodayById } from "../sites/site-today";
import { findDocumentAudit } from "./find-document-audit";

/** The tracked finding made from this finding of the report, if any (the 409's answer). */
export async function trackedFindingId(
  db: Db,
  organisationId: string,
  { documentAuditId, clauseId, findingIndex }: { documentAuditId: string; clauseId: string; findingIndex: number },
) {
  const [row] = await db
    .select({ id: auditFindings.id })
    .from(auditFindings)
    .where(
      and(
        eq(auditFindings.organisationId, organisationId),
        eq(auditFindings.documentAuditId, documentAuditId),
        eq(auditFindings.clauseId, clauseId),
        eq(auditFindings.findingIndex, findingIndex),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Thrown when the finding is already tracked; the route answers 409 with its id. */
export class AlreadyTracked extends AppError {
  constructor(readonly findingId: string) {
    super("conflict", "This finding is already tracked");
  }
}

/**
 * Makes one finding of a finished document audit a tracked finding (decision 118): listed, closed and
 * counted with the internal audits' findings, owned by a member who may manage findings at the audit's
 * site, due on a site-local date from today on. The finding, its audit event and (through the
 * `finding_assigned` rule) the owner's notification come from one transaction.
 */
export async function trackDocumentAuditFinding(
  db: Db,
  actor: Actor,
  { id, locale, ...input }: { id: string; locale: AppLocale } & TrackDocumentAuditFindingInput,
): Promise<{ findingId: string }> {
  return db.transaction(async (tx) => {
    const audit = await findDocumentAudit(tx, actor, id);
    if (audit.status !== "done" || !audit.report)
      throw conflict("This audit has not finished: it has no findings to track yet");
    const clause = audit.report.clauses.find((c) => c.clauseId === input.clauseId);
    if (!clause) throw invalidField("clauseId", message("This audit's report has no such clause"));
    const finding = clause.findings[input.findingIndex];
    if (!finding) throw invalidField("findingIndex", message("This clause has no finding at that position"));
    const source = { documentAuditId: audit.id, clauseId: clause.clauseId, findingIndex: input.findingIndex };
    const tracked = await trackedFindingId(tx, actor.organisationId, source);
    if (tracked) throw new AlreadyTracked(tracked);
    const owners = await findingOwners(tx, actor.organisationId, audit.siteId);
    if (!owners.some((o) => o.id === input.ownerId))
      throw invalidField("ownerId", message("Choose a member who may manage findings at this site"));
    const now = actorNow(actor);
    const today = await siteTodayById(tx, actor.organisationId, audit.siteId, now);
    if (isOverdue(input.dueDate, today))
      throw invalidField("dueDate", message("Choose a due date from today on (the site's date)"));

    const text = renderMessage(finding.text, locale);
    const [row] = await tx
      .insert(auditFindings)
      .values({
        organisationId: actor.organisationId,
        siteId: audit.siteId,
        source: "document_audit",
        ...source,
        sourceText: { text: finding.text, action: finding.action },
        citations: finding.citations,
        title: clause.title,
        summary: text,
        ownerId: input.ownerId,
        dueDate: input.dueDate,
        evidenceToClose: defaultEvidenceToClose(clause.title),
        createdBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: auditFindings.id });
    // Tracked by someone else meanwhile: the unique index kept one, answer it.
    if (!row) throw new AlreadyTracked((await trackedFindingId(tx, actor.organisationId, source))!);
    await recordEvent(tx, actor, {
      action: "audit_finding.track",
      entityType: "audit_finding",
      entityId: row.id,
      siteId: audit.siteId,
      before: null,
      after: { ...source, text, ownerId: input.ownerId, dueDate: input.dueDate },
    });
    return { findingId: row.id };
  });
}
