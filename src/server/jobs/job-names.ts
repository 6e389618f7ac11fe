import type { QueueOptions } from "pg-boss";

/** What each queue's jobs carry. A job names its rows by id; the rows hold the work's state. */
export interface JobPayloads {
  /** Build the files of one evidence pack (its row is `generating` until then). */
  "evidence-pack": { packId: string };
  /** Run one document audit from its stored files (its row is `queued` or `running` until done). */
  "document-audit": { auditId: string };
  /** Read a scanned file filed into an SOP by OCR (its `attachment_ocr` row is `queued` or `running` until done). */
  "file-ocr": { attachmentId: string };
  /** Verify one organisation's audit trail ("Verify now"; its row is `queued` until then). */
  "audit-verification": { verificationId: string };
  /** Build one organisation export's ZIP (its row is `queued` until then). */
  "organisation-export": { exportId: string };
  /** Purge an organisation whose deletion's grace period is over (a no-op when it was cancelled). */
  "organisation-purge": { deletionId: string };
  /** Deliver one outbox message over SMTP. */
  email: { outboxId: string };
  /**
   * Answer a "Forgot password?" request: e-mail a link if an account uses the address. Off the request
   * path so the answer takes the same time either way; `origin` is where the link points.
   */
  "password-reset": { email: string; origin: string };
  /** Store every site's overview figures as its snapshot of today (hourly, by schedule). */
  "overview-snapshots": Record<string, never>;
  /** E-mail every member the new notifications she gets "immediately" (every 5 minutes, by schedule). */
  "notification-emails": Record<string, never>;
  /** E-mail the daily digest to every member whose local digest hour has come (hourly, by schedule). */
  "notification-digests": Record<string, never>;
  /** E-mail suppliers' contacts the required documents missing or expiring, with an upload link (daily). */
  "supplier-reminders": Record<string, never>;
  /** Build a site's missing FDA spreadsheet day pieces (decision 170; one queued per site at a time). */
  "fda-sheet-pieces": { siteId: string };
}

export type JobName = keyof JobPayloads;
export type JobData<N extends JobName> = JobPayloads[N];

interface QueueDefinition {
  queue: QueueOptions & { policy?: "standard" | "exclusive" | "singleton" | "stately" };
  /** Jobs of this queue one instance runs at the same time. */
  concurrency: number;
}

/**
 * Every queue with its retry policy. A job whose server died is retried by pg-boss (the heartbeat
 * stops); the handler's own state check makes a retry of finished work a no-op.
 */
export const jobQueueDefinitions: Record<JobName, QueueDefinition> = {
  // A pack's handler counts its attempts and fails the pack itself after three, so pg-boss gives it one more.
  "evidence-pack": { queue: { retryLimit: 4, retryDelay: 5, expireInSeconds: 15 * 60 }, concurrency: 1 },
  // Counts its attempts and fails the audit itself after three, like the packs; OCR of many pages is slow.
  "document-audit": { queue: { retryLimit: 4, retryDelay: 5, expireInSeconds: 60 * 60 }, concurrency: 1 },
  // Counts its attempts and fails the file itself after three; a long scan's pages take a while.
  "file-ocr": { queue: { retryLimit: 4, retryDelay: 5, expireInSeconds: 30 * 60 }, concurrency: 1 },
  // The handler counts attempts and gives a run up itself after three, like the packs.
  "audit-verification": { queue: { retryLimit: 4, retryDelay: 5, expireInSeconds: 30 * 60 }, concurrency: 1 },
  // The export counts its attempts and gives up after three, like the packs.
  "organisation-export": { queue: { retryLimit: 4, retryDelay: 5, expireInSeconds: 60 * 60 }, concurrency: 1 },
  // Sent with startAfter = the end of the grace period; a failed purge (its transaction rolled back) is retried.
  "organisation-purge": { queue: { retryLimit: 10, retryDelay: 60, expireInSeconds: 60 * 60 }, concurrency: 1 },
  // One job per message (its outbox id is the key); a mail server that is down is retried after
  // 30 s, 1, 2, 4 … minutes (with jitter) up to an hour apart, about a day in all.
  email: {
    queue: { policy: "exclusive", retryLimit: 30, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
    concurrency: 2,
  },
  // A retry after a crash may e-mail a second link: harmless, both work until one is used.
  "password-reset": { queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 5 * 60 }, concurrency: 2 },
  // Hourly; a run that fails is simply replaced by the next hour's.
  "overview-snapshots": { queue: { policy: "singleton", retryLimit: 1, expireInSeconds: 30 * 60 }, concurrency: 1 },
  // A retry (or the next run) finds what was already e-mailed recorded with it, so it never e-mails twice.
  "notification-emails": { queue: { policy: "singleton", retryLimit: 2, expireInSeconds: 15 * 60 }, concurrency: 1 },
  "notification-digests": { queue: { policy: "singleton", retryLimit: 3, expireInSeconds: 30 * 60 }, concurrency: 1 },
  // A retry finds the reminders already queued recorded per document and period, so it never e-mails twice.
  "supplier-reminders": { queue: { policy: "singleton", retryLimit: 3, expireInSeconds: 30 * 60 }, concurrency: 1 },
  // One queued and one running per site (its id the singleton key), sent a little after the write: the
  // captures meanwhile wait for the same run. A failed run is retried; any later write queues another.
  "fda-sheet-pieces": {
    queue: { policy: "stately", retryLimit: 2, retryDelay: 30, expireInSeconds: 30 * 60 },
    concurrency: 1,
  },
};
