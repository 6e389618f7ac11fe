import type { FastifyInstance } from "fastify";
import { buildEvidencePack } from "../use-cases/audits/evidence/evidence-worker";
import { storeOverviewSnapshots } from "../use-cases/overview/store-snapshots";
import { runAuditVerification } from "../use-cases/audit/audit-verifications";
import type { Config } from "../config";
import { deliverEmail, requeueWaitingEmails, type MailSettings } from "../use-cases/email/deliver-email";
import { sendPasswordReset } from "../use-cases/accounts/password-reset/send-password-reset";
import type { JobQueue } from "./job-queue";
import { buildFdaSheetPieces } from "../use-cases/traceability/fda-sheet-pieces";
import { buildOrganisationExport } from "../use-cases/organisation/export-worker";
import { runOrganisationPurge } from "../use-cases/organisation/purge-organisation";
import { runDocumentAuditJob } from "../use-cases/document-audits/document-audit-job";
import { runFileOcrJob } from "../use-cases/files/file-ocr";
import { sendNotificationEmails } from "../use-cases/notifications/emails/send-notification-emails";
import { sendNotificationDigests } from "../use-cases/notifications/emails/send-notification-digests";
import { sendSupplierReminders } from "../use-cases/suppliers/send-supplier-reminders";

/** Where links in e-mails sent by jobs point: PUBLIC_URL, else this server on localhost. */
export const jobOrigin = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

export const mailSettings = (config: Config): MailSettings => ({ smtpUrl: config.SMTP_URL, from: config.SMTP_FROM });

/**
 * Every queue's handler, started when the server is ready (not under NODE_ENV=test, where tests run
 * the jobs themselves) and stopped, waiting for running jobs, when it closes. Any number of servers
 * may run them on one PostgreSQL: pg-boss hands each job to one worker at a time.
 */
export function registerJobWorkers(app: FastifyInstance, jobs: JobQueue) {
  if (app.config.NODE_ENV === "test") return;
  app.addHook("onReady", async () => {
    jobs.onError((error) => app.log.error({ err: error }, "job queue error"));
    await jobs.work("evidence-pack", ({ packId }) => buildEvidencePack(app.db, packId, app.log), app.log);
    await jobs.work("document-audit", ({ auditId }) => runDocumentAuditJob(app.db, auditId, app.log), app.log);
    await jobs.work("file-ocr", ({ attachmentId }) => runFileOcrJob(app.db, attachmentId, app.log), app.log);
    await jobs.work(
      "audit-verification",
      ({ verificationId }) => runAuditVerification(app.db, app.auditTrail, verificationId, app.log),
      app.log,
    );
    await jobs.work(
      "organisation-export",
      ({ exportId }) => buildOrganisationExport(app.db, exportId, app.log),
      app.log,
    );
    await jobs.work(
      "organisation-purge",
      ({ deletionId }) => runOrganisationPurge(app.db, app.auditTrail.signer, deletionId, app.log),
      app.log,
    );
    await jobs.work("password-reset", (data) => sendPasswordReset(app.db, data), app.log);
    const mail = mailSettings(app.config);
    await jobs.work("email", ({ outboxId }, job) => deliverEmail(app.db, outboxId, job, mail, app.log), app.log);
    // The overview's trends compare with these daily snapshots; GET /overview never writes them.
    await jobs.work("overview-snapshots", async () => void (await storeOverviewSnapshots(app.db)), app.log);
    await jobs.schedule("overview-snapshots", "7 * * * *", {});
    // Notifications e-mailed as they arise, and the daily digest at each member's local hour (decision 116).
    const origin = jobOrigin(app.config);
    await jobs.work("notification-emails", async () => void (await sendNotificationEmails(app.db, origin)), app.log);
    await jobs.schedule("notification-emails", "*/5 * * * *", {});
    await jobs.work("notification-digests", async () => void (await sendNotificationDigests(app.db, origin)), app.log);
    await jobs.schedule("notification-digests", "3 * * * *", {});
    // Suppliers' contacts reminded of missing and expiring documents, at most once a week per document.
    await jobs.work("supplier-reminders", async () => void (await sendSupplierReminders(app.db, origin)), app.log);
    await jobs.schedule("supplier-reminders", "23 14 * * *", {});
    // The FDA spreadsheet's day pieces, built after captures and imports (decision 170).
    await jobs.work(
      "fda-sheet-pieces",
      async ({ siteId }) => void (await buildFdaSheetPieces(app.db, siteId)),
      app.log,
    );
    // Messages kept while no mail server was configured go out once one is.
    if (mail.smtpUrl) await requeueWaitingEmails(app.db);
  });
  app.addHook("onClose", async () => {
    await jobs.stopWorkers();
  });
}
