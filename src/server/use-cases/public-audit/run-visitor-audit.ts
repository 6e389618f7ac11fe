import { SAMPLE_MODULES } from "../../../domain/audit-demo/sample-files";
import { type PublicAuditResult, publicAuditLimits } from "../../../domain/audit-demo/public-audit";
import { localDate } from "../../../domain/dates";
import type { AuditStage } from "../../../domain/document-audit/contract";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { scopeFieldsSchema } from "../../../domain/schemas/scope-fields";
import { countAttempt } from "../../auth/throttle";
import type { Db } from "../../db/client";
import type { UploadedFile } from "../../document-audit/extract/unzip";
import { runDocumentAudit } from "../../document-audit/run-document-audit";
import { publicAuditResult } from "./public-audit-result";

/** A visitor's files are audited against the sample's modules, without N/A marks (nothing is known of the site). */
const visitorScope = scopeFieldsSchema.parse({ modules: [...SAMPLE_MODULES] });

const visitorLimit = {
  limit: publicAuditLimits.perAddress,
  windowMinutes: publicAuditLimits.windowMinutes,
  message: message("Too many audits from this address. Try again in an hour."),
};

/**
 * Counts one visitor audit against the address's limit (429 past it) before the files are even read:
 * the only thing written is that counter, keyed by the address, as for sign-ups.
 */
export async function admitVisitorAudit(db: Db, input: { ip: string }): Promise<void> {
  await countAttempt(db, `public-audit:${input.ip}`, visitorLimit);
}

// One visitor audit at a time per server: extraction and OCR are CPU-bound, and the site's users come first.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * A visitor's own files audited in memory: nothing is written (no row, no file, no log of their
 * content), and the bytes are dropped with the request. Judged as of the visitor's today: the date in
 * the time zone her browser named, or UTC when it named none.
 */
export async function runVisitorAudit(input: {
  files: UploadedFile[];
  timeZone: string | null;
  locale: AppLocale;
  onStage: (stage: AuditStage, progress: number) => void | Promise<void>;
  now?: Date;
}): Promise<PublicAuditResult> {
  let index = 0;
  const run = await oneAtATime(() =>
    runDocumentAudit(input.files, visitorScope, {
      auditDate: localDate(input.now ?? new Date(), input.timeZone ?? "UTC"),
      documentId: () => String(index++),
      onStage: input.onStage,
    }),
  );
  return publicAuditResult(run, "upload", SAMPLE_MODULES, input.locale);
}
