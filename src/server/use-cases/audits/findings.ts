import { and, asc, desc, eq } from "drizzle-orm";
import { closureErrors, findingOverdue, findingOwnerLabels } from "../../../domain/audits";
import { siteToday } from "../../../domain/dates";
import type { FindingCloseInput, FindingUpdateInput } from "../../../domain/schemas/audits";
import { uploadPolicies } from "../../../domain/files/file-types";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings, internalAudits } from "../../db/schema";
import { AppError, conflict } from "../../errors";
import { listAttachments } from "../files/list-attachments";
import type { UploadedFile } from "../files/read-multipart";
import { storeAttachments } from "../files/store-attachments";
import { findSite } from "../sites/site-access";
import { siteTodayById } from "../sites/site-today";
import { findFinding } from "./audit-rows";

export const FINDING_FILE_OWNER = "audit_finding";

type FindingRow = typeof auditFindings.$inferSelect;

async function findingViews(
  db: Db,
  organisationId: string,
  rows: (FindingRow & { auditDate?: string })[],
  today: string,
) {
  const files = await listAttachments(
    db,
    organisationId,
    FINDING_FILE_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    auditId: row.auditId,
    auditDate: row.auditDate ?? null,
    clauseId: row.clauseId,
    title: row.title,
    summary: row.summary,
    ownerRole: row.ownerRole,
    ownerLabel: findingOwnerLabels[row.ownerRole],
    dueDate: row.dueDate,
    overdue: findingOverdue(row.status, row.dueDate, today),
    evidenceToClose: row.evidenceToClose,
    status: row.status,
    closure: (row.closure ?? []).map((c) => ({
      ...c,
      attachments: (files.get(row.id) ?? []).filter((f) => c.attachmentIds.includes(f.id)),
    })),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}

/** The site's tracked findings, open first then by due date. */
export async function listFindings(db: Db, actor: Actor, siteSlug: string) {
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

/** Reassigns the owner role or moves the due date of an open finding. */
export async function updateFinding(db: Db, actor: Actor, id: string, input: FindingUpdateInput) {
  const row = await db.transaction(async (tx) => {
    const before = await findFinding(tx, actor, id, true);
    if (before.status === "closed") throw conflict("A closed finding cannot be changed");
    const [after] = await tx
      .update(auditFindings)
      .set({ ownerRole: input.ownerRole ?? before.ownerRole, dueDate: input.dueDate ?? before.dueDate })
      .where(eq(auditFindings.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_finding.update",
      entityType: "audit_finding",
      entityId: id,
      siteId: before.siteId,
      before: { ownerRole: before.ownerRole, dueDate: before.dueDate },
      after: { ownerRole: after!.ownerRole, dueDate: after!.dueDate },
    });
    return after!;
  });
  const [view] = await findingViews(
    db,
    actor.organisationId,
    [row],
    await siteTodayById(db, actor.organisationId, row.siteId),
  );
  return view!;
}

/**
 * Closes a finding: each required evidence item needs a note or at least one file (files arrive as
 * multipart fields `item-<n>`). Files and the closure are written together or not at all.
 */
export async function closeFinding(db: Db, actor: Actor, id: string, input: FindingCloseInput, files: UploadedFile[]) {
  const row = await db.transaction(async (tx) => {
    const before = await findFinding(tx, actor, id, true);
    if (before.status === "closed") throw conflict("This finding is already closed");
    const byItem = before.evidenceToClose.map((_, index) => files.filter((f) => f.field === `item-${index}`));
    const stray = files.filter(
      (f) => !/^item-\d+$/.test(f.field) || Number(f.field.slice(5)) >= before.evidenceToClose.length,
    );
    if (stray.length > 0)
      throw new AppError("validation", "Attach each file to one required evidence item", {
        files: "Attach each file to one required evidence item",
      });
    const planned = before.evidenceToClose.map((_, i) => ({
      note: input.items[i]?.note ?? "",
      attachmentIds: byItem[i]!.length ? ["pending"] : [],
    }));
    const errors = closureErrors(before.evidenceToClose, planned);
    if (Object.keys(errors).length > 0)
      throw new AppError("validation", "Every required evidence item needs a note or a file", errors);
    const closure = [];
    for (const [index, label] of before.evidenceToClose.entries()) {
      const stored = byItem[index]!.length
        ? await storeAttachments(
            tx,
            actor,
            { ownerType: FINDING_FILE_OWNER, ownerId: id, siteId: before.siteId },
            byItem[index]!,
            uploadPolicies.evidence,
          )
        : [];
      closure.push({ label, note: planned[index]!.note, attachmentIds: stored.map((s) => s.id) });
    }
    const now = new Date();
    const [after] = await tx
      .update(auditFindings)
      .set({ status: "closed", closure, closedAt: now, closedBy: actor.userId })
      .where(eq(auditFindings.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_finding.close",
      entityType: "audit_finding",
      entityId: id,
      siteId: before.siteId,
      before: { status: before.status },
      after: { status: "closed", closure },
    });
    return after!;
  });
  const [view] = await findingViews(
    db,
    actor.organisationId,
    [row],
    await siteTodayById(db, actor.organisationId, row.siteId),
  );
  return view!;
}
