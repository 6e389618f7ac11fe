import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AuditStage } from "../../../domain/document-audit/contract";
import type { Db } from "../../db/client";
import { attachments, documentAuditDocuments, documentAudits } from "../../db/schema";
import { runDocumentAudit } from "../../document-audit/run-document-audit";
import { jobQueueOf } from "../../jobs/enqueue";
import { publishJobEvent } from "../../jobs/job-events";
import { recordEvent } from "../audit/record-event";
import { loadAppliedScope } from "../scope/load-applied-scope";
import { applicableClauses } from "../../../domain/scope";
import { clausewiseRecordDocuments, scheduledLogForms } from "./clausewise-records";
import { systemActorNames } from "../audit/system-actors";

/** An audit started this many times without finishing (its server died each time) is failed. */
export const MAX_DOCUMENT_AUDIT_ATTEMPTS = 3;

/** The failure reasons a reader sees (server catalogue keys, rendered in her language). */
export const documentAuditErrors = {
  unexpected: "documentAudit:jobError.unexpected",
  gaveUp: "documentAudit:jobError.gaveUp",
} as const;

type AuditRow = typeof documentAudits.$inferSelect;

const systemActor = (audit: AuditRow) => ({
  userId: null,
  organisationId: audit.organisationId,
  name: systemActorNames.documentAuditEngine,
});

const auditEvent = (audit: AuditRow, status: string, stage: string | null, progress: number) => ({
  organisationId: audit.organisationId,
  entityType: "document_audit",
  entityId: audit.id,
  siteId: audit.siteId,
  status,
  stage,
  progress,
});

/** Counts an attempt on an audit not yet finished and marks it running; null when it is done or failed. */
async function claim(db: Db, auditId: string): Promise<AuditRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentAudits)
      .set({ attempts: sql`${documentAudits.attempts} + 1`, status: "running", startedAt: new Date() })
      .where(and(eq(documentAudits.id, auditId), inArray(documentAudits.status, ["queued", "running"])))
      .returning();
    if (row) await publishJobEvent(tx, auditEvent(row, "running", row.stage, row.progress));
    return row ?? null;
  });
}

/** Keeps the row's stage and progress current and tells every server's event streams (each stage, and every 5 %). */
function stageReporter(db: Db, audit: AuditRow) {
  let last: { stage: AuditStage; progress: number } | null = null;
  return async (stage: AuditStage, progress: number) => {
    if (last && last.stage === stage && progress - last.progress < 0.05) return;
    last = { stage, progress };
    await db.transaction(async (tx) => {
      await tx
        .update(documentAudits)
        .set({ stage, progress })
        .where(and(eq(documentAudits.id, audit.id), eq(documentAudits.status, "running")));
      await publishJobEvent(tx, auditEvent(audit, "running", stage, progress));
    });
  };
}

/** The audit's files, read back from the file store, under the names they had in the upload. */
async function storedFiles(db: Db, audit: AuditRow) {
  const ids = [...new Set(audit.inputs.map((i) => i.attachmentId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: attachments.id, data: attachments.data })
          .from(attachments)
          .where(and(eq(attachments.organisationId, audit.organisationId), inArray(attachments.id, ids)));
  const bytes = new Map(rows.map((r) => [r.id, r.data]));
  return audit.inputs.flatMap((input) => {
    const data = bytes.get(input.attachmentId);
    return data ? [{ name: input.name, bytes: new Uint8Array(data), attachmentId: input.attachmentId }] : [];
  });
}

export interface DocumentAuditJobHooks {
  /** Heard after the row records each stage (tests stop the server here to restart mid-job). */
  afterStage?: (stage: AuditStage) => Promise<void>;
}

async function finish(db: Db, audit: AuditRow, hooks: DocumentAuditJobHooks) {
  const files = await storedFiles(db, audit);
  const scope = await loadAppliedScope(db, audit.organisationId, audit.siteId);
  const recordDocuments = await clausewiseRecordDocuments(db, audit.organisationId, audit.siteId, audit.auditDate);
  const scheduled = await scheduledLogForms(
    db,
    { id: audit.siteId, organisationId: audit.organisationId },
    {
      auditDate: audit.auditDate,
      applicableClauseIds: applicableClauses(scope)
        .filter((c) => !c.na)
        .map((c) => c.id),
      now: new Date(),
    },
  );
  const report = stageReporter(db, audit);
  const run = await runDocumentAudit(files, scope, {
    auditDate: audit.auditDate,
    recordDocuments,
    scheduled,
    onStage: async (stage, progress) => {
      await report(stage, progress);
      await hooks.afterStage?.(stage);
    },
  });
  const attachmentOf = new Map(files.map((f) => [f.name, f.attachmentId]));
  const unreadable = [...audit.unreadable, ...run.report.unreadable];
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(documentAudits)
      .set({
        status: "done",
        stage: "building_export",
        progress: 1,
        error: null,
        report: { ...run.report, unreadable },
        finishedAt: new Date(),
      })
      .where(and(eq(documentAudits.id, audit.id), eq(documentAudits.status, "running")))
      .returning({ id: documentAudits.id });
    if (!done) return; // another worker finished it first
    // Written only here, with the report: a run that died before this point left no documents behind.
    await tx.delete(documentAuditDocuments).where(eq(documentAuditDocuments.auditId, audit.id));
    if (run.documents.length > 0)
      await tx.insert(documentAuditDocuments).values(
        run.documents.map((d) => ({
          id: d.id,
          organisationId: audit.organisationId,
          auditId: audit.id,
          attachmentId: d.source === "upload" ? (attachmentOf.get(d.name) ?? null) : null,
          name: d.name,
          kind: d.kind,
          mediaType: d.mediaType,
          ocr: d.ocr,
          source: d.source,
          passageCount: d.passages.length,
          passages: d.passages,
        })),
      );
    await recordEvent(tx, systemActor(audit), {
      action: "document_audit.done",
      entityType: "document_audit",
      entityId: audit.id,
      siteId: audit.siteId,
      before: { status: "running" },
      after: { status: "done", score: run.report.score, documents: run.documents.length },
    });
    await publishJobEvent(tx, auditEvent(audit, "done", "building_export", 1));
  });
}

async function fail(db: Db, audit: AuditRow, error: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(documentAudits)
      .set({ status: "failed", error, finishedAt: new Date() })
      .where(and(eq(documentAudits.id, audit.id), inArray(documentAudits.status, ["queued", "running"])))
      .returning({ stage: documentAudits.stage, progress: documentAudits.progress });
    if (!failed) return;
    await recordEvent(tx, systemActor(audit), {
      action: "document_audit.failed",
      entityType: "document_audit",
      entityId: audit.id,
      siteId: audit.siteId,
      before: { status: audit.status },
      after: { status: "failed", error },
    });
    await publishJobEvent(tx, auditEvent(audit, "failed", failed.stage, failed.progress));
  });
}

type JobLog = Pick<FastifyBaseLogger, "error">;
const consoleLog: JobLog = { error: (details: unknown, message?: string) => console.error(message, details) };

/**
 * The `document-audit` job (decision 108): reads the audit's stored files again, runs the engine over
 * them and the site's records, and stores the report and the documents in one transaction with the
 * audit event. A server that dies mid-run leaves the row running with nothing else written; pg-boss
 * retries and the next attempt starts again from the stored files. A retry of a finished audit does
 * nothing; after MAX_DOCUMENT_AUDIT_ATTEMPTS the audit is failed with a reason.
 */
export async function runDocumentAuditJob(
  db: Db,
  auditId: string,
  log: JobLog = consoleLog,
  hooks: DocumentAuditJobHooks = {},
) {
  const audit = await claim(db, auditId);
  if (!audit) return;
  if (audit.attempts > MAX_DOCUMENT_AUDIT_ATTEMPTS) {
    await fail(db, audit, documentAuditErrors.gaveUp);
    return;
  }
  try {
    await finish(db, audit, hooks);
  } catch (error) {
    log.error({ err: error, documentAuditId: audit.id, attempt: audit.attempts }, "document audit failed");
    await fail(db, audit, documentAuditErrors.unexpected);
  }
}

/** Runs the queued document audits now, in this process (API tests, where no worker runs); returns how many. */
export const runPendingDocumentAudits = (db: Db, log: JobLog = consoleLog) =>
  jobQueueOf(db).runQueued("document-audit", ({ auditId }) => runDocumentAuditJob(db, auditId, log));
