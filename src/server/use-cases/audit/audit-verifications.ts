import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { formatSiteDateTime } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { storedText, type Message } from "../../../domain/i18n/message";
import type { AuditTrailStatus, AuditVerificationView } from "../../../domain/schemas/audit-log";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditEvents, auditVerifications, sites } from "../../db/schema";
import { tStored } from "../../i18n/catalogue";
import { isKeyed, renderMessage } from "../../i18n/render-message";
import { enqueueJob } from "../../jobs/enqueue";
import { recordEvent } from "./record-event";
import { checkpointsOutsideDatabase, type AuditTrail } from "./audit-trail-keys";
import { latestCheckpoint } from "./sign-checkpoints";
import { systemActorNames } from "./system-actors";
import { verifyAuditChains, type AuditVerificationResult } from "./verify-chain";

/** A run that failed this many times (e.g. it crashed the server) is given up with a reason. */
export const MAX_VERIFICATION_ATTEMPTS = 3;

/**
 * Why a run could not finish, stored as a `screens:` key (rendered in the reader's language); a run
 * stored before the keys has its English text, shown through the `errors` catalogue.
 */
const verificationFailures = {
  gaveUp: "screens:auditLog.failure.gaveUp",
  unexpected: "screens:auditLog.failure.unexpected",
} as const;

type VerificationRow = typeof auditVerifications.$inferSelect;
/**
 * What a run found, as stored: the first break's and the warnings' English words, and (runs since
 * issue 13) the same as messages, which the screen shows in the reader's language.
 */
interface StoredResult {
  eventsChecked: number;
  checkpointsChecked: number;
  firstBreak: (NonNullable<AuditVerificationView["firstBreak"]> & { message?: Message }) | null;
  warnings: string[];
  warningMessages?: Message[];
}

/** Who reads a run: her language, and the time zone its instants are shown in (her current site's). */
interface Reader {
  locale: AppLocale;
  timeZone: string;
}

/** The values of a run's messages that are instants (a checkpoint's signing, a purge), stored as ISO text. */
const instantValues = new Set(["signedAt", "goodSignedAt", "purgedAt"]);

/**
 * A stored English text or message in the reader's language, its instants written with `Intl` in her
 * language and time zone ("Nov 26, 2026, 9:15:02 AM PST", "26 nov 2026, 9:15:02 a.m. PST") rather than as
 * the ISO text the run stored.
 */
const shown = ({ locale, timeZone }: Reader, text: string, why: Message | undefined) => {
  if (!why) return renderMessage(locale, storedText(text));
  const values = Object.fromEntries(
    Object.entries(why.values).map(([name, value]) => [
      name,
      instantValues.has(name) && typeof value === "string" && !Number.isNaN(Date.parse(value))
        ? formatSiteDateTime(value, timeZone, locale, { seconds: true })
        : value,
    ]),
  );
  return renderMessage(locale, { ...why, values });
};

/** The reader's time zone: her current site's (the one the screens show), else the organisation's first site's. */
async function readerTimeZone(db: Db, actor: Actor): Promise<string> {
  const zones = await db
    .select({ id: sites.id, timezone: sites.timezone })
    .from(sites)
    .where(eq(sites.organisationId, actor.organisationId))
    .orderBy(asc(sites.name));
  return (zones.find((z) => z.id === actor.currentSiteId) ?? zones[0])?.timezone ?? "UTC";
}

const failureIn = (locale: AppLocale, reason: string) =>
  isKeyed(reason)
    ? tStored(locale, reason, { attempts: MAX_VERIFICATION_ATTEMPTS })
    : renderMessage(locale, storedText(reason));

const toView = (row: VerificationRow, reader: Reader): AuditVerificationView => {
  const { locale } = reader;
  const result = row.result as StoredResult | null;
  const firstBreak = result?.firstBreak;
  return {
    id: row.id,
    status: row.status,
    requestedByName: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    eventsChecked: result?.eventsChecked ?? null,
    checkpointsChecked: result?.checkpointsChecked ?? null,
    firstBreak: firstBreak
      ? {
          seq: firstBreak.seq,
          eventId: firstBreak.eventId,
          reason: shown(reader, firstBreak.reason, firstBreak.message),
        }
      : null,
    warnings: (result?.warnings ?? []).map((text, i) => shown(reader, text, result?.warningMessages?.[i])),
    failureReason: row.failureReason === null ? null : failureIn(locale, row.failureReason),
  };
};

/** Queues a verification of the actor's organisation ("Verify now") as a job on the PostgreSQL queue. */
export async function requestVerification(db: Db, actor: Actor, locale: AppLocale): Promise<AuditVerificationView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auditVerifications)
      .values({ organisationId: actor.organisationId, requestedBy: actor.userId, requestedByName: actor.name })
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_log.verify_request",
      entityType: "audit_verification",
      entityId: row!.id,
      before: null,
      after: { status: "queued" },
    });
    await enqueueJob(tx, "audit-verification", { verificationId: row!.id });
    return toView(row!, { locale, timeZone: await readerTimeZone(tx, actor) });
  });
}

/** The Audit log screen's summary for the actor's organisation, its texts in `locale`. GET: reads only. */
export async function auditTrailStatus(
  db: Db,
  actor: Actor,
  trail: AuditTrail,
  locale: AppLocale,
): Promise<AuditTrailStatus> {
  const organisationId = actor.organisationId;
  const [head] = await db
    .select({ seq: auditEvents.seq, createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(eq(auditEvents.organisationId, organisationId))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  const checkpoint = await latestCheckpoint(db, organisationId);
  const [unsigned] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, organisationId), gt(auditEvents.seq, checkpoint?.seq ?? 0)));
  const [latest] = await db
    .select()
    .from(auditVerifications)
    .where(eq(auditVerifications.organisationId, organisationId))
    .orderBy(desc(auditVerifications.createdAt))
    .limit(1);
  return {
    head: head ? { seq: head.seq, createdAt: head.createdAt.toISOString() } : null,
    lastCheckpoint: checkpoint
      ? { seq: checkpoint.seq, hash: checkpoint.hash, signedAt: checkpoint.signedAt, keyId: checkpoint.keyId }
      : null,
    unsignedEvents: unsigned?.n ?? 0,
    signingKey: { keyId: trail.signer.keyId, publicKeyPem: trail.signer.publicKeyPem },
    latestVerification: latest ? toView(latest, { locale, timeZone: await readerTimeZone(db, actor) }) : null,
  };
}

/** Claims the run (queued, or running when its server died), counting the attempt; null when it is finished. */
async function claim(db: Db, verificationId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .update(auditVerifications)
    .set({ status: "running", attempts: sql`${auditVerifications.attempts} + 1`, startedAt: new Date() })
    .where(and(eq(auditVerifications.id, verificationId), sql`${auditVerifications.status} in ('queued', 'running')`))
    .returning();
  return row ?? null;
}

const systemActor = (row: VerificationRow) => ({
  userId: null,
  organisationId: row.organisationId,
  name: systemActorNames.auditTrailVerifier,
});

async function finish(
  db: Db,
  row: VerificationRow,
  status: "passed" | "failed" | "error",
  outcome: {
    result?: AuditVerificationResult;
    failureReason?: (typeof verificationFailures)[keyof typeof verificationFailures];
  },
) {
  const firstBreak = outcome.result?.breaks[0];
  const stored: StoredResult | null = outcome.result
    ? {
        eventsChecked: outcome.result.checked,
        checkpointsChecked: outcome.result.checkpointsChecked,
        firstBreak: firstBreak
          ? { seq: firstBreak.seq, eventId: firstBreak.eventId, reason: firstBreak.reason, message: firstBreak.message }
          : null,
        warnings: outcome.result.warnings,
        warningMessages: outcome.result.warningMessages,
      }
    : null;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(auditVerifications)
      .set({ status, result: stored, failureReason: outcome.failureReason ?? null, completedAt: new Date() })
      .where(and(eq(auditVerifications.id, row.id), eq(auditVerifications.status, "running")))
      .returning({ id: auditVerifications.id });
    if (!done) return;
    await recordEvent(tx, systemActor(row), {
      action: "audit_log.verify_result",
      entityType: "audit_verification",
      entityId: row.id,
      before: { status: "running" },
      after: {
        status,
        eventsChecked: stored?.eventsChecked ?? 0,
        checkpointsChecked: stored?.checkpointsChecked ?? 0,
        // The break as the English words of the trail's record (the message stays with the run).
        firstBreak: stored?.firstBreak
          ? { seq: stored.firstBreak.seq, eventId: stored.firstBreak.eventId, reason: stored.firstBreak.reason }
          : null,
      },
    });
  });
}

/**
 * The `audit-verification` job: verifies the run's organisation — its chain, its checkpoints from the
 * database AND the file outside it, signatures checked with this server's key — and stores the verdict.
 */
export async function runAuditVerification(
  db: Db,
  trail: AuditTrail,
  verificationId: string,
  log: { error(details: object, message: string): void },
) {
  const row = await claim(db, verificationId);
  if (!row) return;
  if (row.attempts > MAX_VERIFICATION_ATTEMPTS) {
    await finish(db, row, "error", {
      failureReason: verificationFailures.gaveUp,
    });
    return;
  }
  try {
    const result = await verifyAuditChains(db, {
      organisationId: row.organisationId,
      trustedKeys: [trail.signer.publicKey],
      externalCheckpoints: checkpointsOutsideDatabase(trail.file),
    });
    await finish(db, row, result.breaks.length === 0 ? "passed" : "failed", { result });
  } catch (error) {
    log.error({ err: error, verificationId: row.id }, "audit verification could not run");
    await finish(db, row, "error", {
      failureReason: verificationFailures.unexpected,
    });
  }
}
