import type { KeyObject } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { message, type Message } from "../../../domain/i18n/message";
import type { Db } from "../../db/client";
import { auditCheckpoints, auditEvents, organisationDeletions, organisations } from "../../db/schema";
import { renderMessage } from "../../i18n/render-message";
import { tombstoneSignedBy } from "../organisation/tombstone";
import { fullPrecisionUtc } from "./chain-sql";
import { checkpointSignedBy, type SignedCheckpoint } from "./checkpoint";
import { checkpointFromRow } from "./sign-checkpoints";
import { eventHash, GENESIS_HASH, HASH_VERSIONS } from "./hash";

export interface ChainBreak {
  organisationId: string;
  seq: number;
  /** Null when the event named no longer exists (it was deleted). */
  eventId: string | null;
  /** Why, in English (the command line's words). */
  reason: string;
  /** The same as a message (`screens:auditLog.*`), for a reader in her language (decision 112). */
  message: Message;
}

export interface VerifyOptions {
  /** Only this organisation (Verify now); default every organisation. */
  organisationId?: string;
  /** Keys trusted to have signed checkpoints; none given → signatures are not checked (reported as a warning). */
  trustedKeys?: KeyObject[];
  /** Checkpoints from outside the database (the checkpoint file). */
  externalCheckpoints?: SignedCheckpoint[];
}

export interface OrganisationVerification {
  organisationId: string;
  events: number;
  checkpoints: number;
  /** The newest checkpoint that is validly signed and that the chain reaches unchanged. */
  lastGoodCheckpoint: { seq: number; signedAt: string; keyId: string } | null;
}

export interface AuditVerificationResult {
  checked: number;
  checkpointsChecked: number;
  breaks: ChainBreak[];
  /** In English (the command line's words). */
  warnings: string[];
  /** The same warnings as messages, for a reader in her language. */
  warningMessages: Message[];
  organisations: OrganisationVerification[];
}

const PAGE = 2000;
const short = (hash: string) => hash.slice(0, 12);

/** Where a checkpoint was read: the database, or the checkpoint file outside it. */
type TaggedCheckpoint = SignedCheckpoint & { source: "database" | "file" };

/** A break or warning: its English words (the command line's) and its message. */
const explained = (why: Message) => ({ reason: renderMessage("en", why), message: why });

/** What is wrong with a checkpoint, as the code of `screens:auditLog.checkpoint.*` and its values. */
type CheckpointProblem = { code: "forged" | "beyondChain" | "differs"; values: Record<string, string | number> };

/** Walks one organisation's events in order; returns the first break and the hashes at the checkpoints' heads. */
async function walkChain(db: Db, organisationId: string, wanted: Set<number>) {
  const hashesAt = new Map<number, string>();
  const ids = new Map<number, string>();
  let prevHash = GENESIS_HASH;
  let prevVersion = 0;
  let expected = 1;
  let lastSeq = 0;
  for (;;) {
    const events = await db
      .select({ event: auditEvents, createdAtText: fullPrecisionUtc(auditEvents.createdAt) })
      .from(auditEvents)
      .where(and(eq(auditEvents.organisationId, organisationId), gt(auditEvents.seq, lastSeq)))
      .orderBy(asc(auditEvents.seq))
      .limit(PAGE);
    for (const { event, createdAtText } of events) {
      ids.set(event.seq, event.id);
      const reason =
        event.seq !== expected
          ? message("screens:auditLog.break.sequenceGap", { expected, seq: event.seq })
          : event.prevHash !== prevHash
            ? message("screens:auditLog.break.previousHash")
            : !(HASH_VERSIONS as readonly number[]).includes(event.hashVersion)
              ? message("screens:auditLog.break.unknownVersion", { version: event.hashVersion })
              : event.hashVersion < prevVersion
                ? message("screens:auditLog.break.versionBack", { from: prevVersion, to: event.hashVersion })
                : event.hashVersion === 1 && !createdAtText.endsWith("000Z")
                  ? message("screens:auditLog.break.subMillisecond", { time: createdAtText })
                  : event.hash !== eventHash(prevHash, { ...event, createdAtText })
                    ? message("screens:auditLog.break.content")
                    : null;
      if (reason)
        return {
          count: expected,
          lastSeq: expected - 1,
          hashesAt,
          ids,
          firstBreak: { seq: event.seq, eventId: event.id, ...explained(reason) },
        };
      if (wanted.has(event.seq)) hashesAt.set(event.seq, event.hash);
      prevHash = event.hash;
      prevVersion = event.hashVersion;
      lastSeq = event.seq;
      expected++;
    }
    if (events.length < PAGE) return { count: expected - 1, lastSeq, hashesAt, ids, firstBreak: null };
  }
}

async function verifyOrganisation(
  db: Db,
  organisationId: string,
  options: VerifyOptions,
  warnings: Message[],
): Promise<{ summary: OrganisationVerification; breaks: ChainBreak[] }> {
  const stored = await db.select().from(auditCheckpoints).where(eq(auditCheckpoints.organisationId, organisationId));
  const seen = new Set<string>();
  const checkpoints: TaggedCheckpoint[] = [];
  for (const [source, list] of [
    ["database", stored.map(checkpointFromRow)],
    ["file", (options.externalCheckpoints ?? []).filter((c) => c.organisationId === organisationId)],
  ] as const) {
    for (const c of list) {
      if (seen.has(c.signature)) continue;
      seen.add(c.signature);
      checkpoints.push({ ...c, source });
    }
  }
  const walk = await walkChain(db, organisationId, new Set(checkpoints.map((c) => c.seq)));

  const judged = checkpoints.map((c) => {
    const signatureOk = options.trustedKeys ? options.trustedKeys.some((k) => checkpointSignedBy(k, c)) : true;
    const reached = walk.hashesAt.get(c.seq) === c.hash;
    const at = { seq: c.seq, signedAt: c.signedAt, source: c.source };
    const problem: CheckpointProblem | null = !signatureOk
      ? { code: "forged", values: { ...at, keyId: c.keyId } }
      : reached
        ? null
        : c.seq > walk.lastSeq && !walk.firstBreak
          ? { code: "beyondChain", values: { ...at, lastSeq: walk.lastSeq, hash: short(c.hash) } }
          : { code: "differs", values: { ...at, hash: short(c.hash) } };
    return { c, problem };
  });
  const bad = judged.filter((j) => j.problem).sort((a, b) => a.c.seq - b.c.seq);
  const firstBad = bad[0];
  const good = judged
    .filter((j) => !j.problem && (!firstBad || j.c.seq < firstBad.c.seq))
    .sort((a, b) => b.c.seq - a.c.seq || b.c.signedAt.localeCompare(a.c.signedAt));
  const lastGood = good[0]?.c ?? null;

  const breaks: ChainBreak[] = [];
  if (walk.firstBreak) breaks.push({ organisationId, ...walk.firstBreak });
  else if (firstBad) {
    const seq = (lastGood?.seq ?? 0) + 1;
    const { code, values } = firstBad.problem!;
    breaks.push({
      organisationId,
      seq,
      eventId: walk.ids.get(seq) ?? null,
      ...explained(
        lastGood
          ? message("screens:auditLog.break.afterCheckpoint", {
              ...values,
              problem: code,
              goodSeq: lastGood.seq,
              goodSignedAt: lastGood.signedAt,
            })
          : message("screens:auditLog.break.afterStart", { ...values, problem: code }),
      ),
    });
  }
  if (!walk.firstBreak && walk.count > 0 && checkpoints.length === 0)
    warnings.push(message("screens:auditLog.warning.noCheckpoint", { organisationId, count: walk.count }));
  return {
    summary: {
      organisationId,
      events: walk.count,
      checkpoints: checkpoints.length,
      lastGoodCheckpoint: lastGood ? { seq: lastGood.seq, signedAt: lastGood.signedAt, keyId: lastGood.keyId } : null,
    },
    breaks,
  };
}

/**
 * Verifies every event against its hash and its predecessor, every checkpoint's signature (with the
 * trusted keys), and that each chain reaches its newest checkpoints' heads unchanged. Returns the first
 * break in each organisation: the broken event itself, or — when events after a checkpoint were deleted,
 * re-chained or a checkpoint replaced — the first event after the last good checkpoint.
 */
export async function verifyAuditChains(db: Db, options: VerifyOptions = {}): Promise<AuditVerificationResult> {
  const orgIds = new Set(
    options.organisationId
      ? [options.organisationId]
      : (await db.select({ id: organisations.id }).from(organisations)).map((o) => o.id),
  );
  if (!options.organisationId) for (const c of options.externalCheckpoints ?? []) orgIds.add(c.organisationId);
  const warnings: Message[] = [];
  if (!options.trustedKeys) warnings.push(message("screens:auditLog.warning.keyNotGiven"));
  const result: AuditVerificationResult = {
    checked: 0,
    checkpointsChecked: 0,
    breaks: [],
    warnings: [],
    warningMessages: warnings,
    organisations: [],
  };
  await judgePurgedOrganisations(db, orgIds, options, result);
  for (const organisationId of orgIds) {
    const { summary, breaks } = await verifyOrganisation(db, organisationId, options, warnings);
    result.checked += summary.events;
    result.checkpointsChecked += summary.checkpoints;
    result.breaks.push(...breaks);
    result.organisations.push(summary);
  }
  result.warnings = warnings.map((warning) => renderMessage("en", warning));
  return result;
}

/**
 * An organisation deleted on request (decision 079) has no events left, but the checkpoint file outside the
 * database still holds its checkpoints. It is not a break when its signed tombstone says so: the tombstone
 * must be signed by the trusted key and no checkpoint may go past the chain head it recorded.
 */
async function judgePurgedOrganisations(
  db: Db,
  orgIds: Set<string>,
  options: VerifyOptions,
  result: AuditVerificationResult,
) {
  const tombstones = await db.select().from(organisationDeletions).where(eq(organisationDeletions.status, "purged"));
  for (const t of tombstones) {
    if (!orgIds.has(t.organisationId)) continue;
    const [still] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, t.organisationId));
    if (still) continue;
    orgIds.delete(t.organisationId);
    const facts = {
      organisationId: t.organisationId,
      finalSeq: t.finalSeq ?? 0,
      finalHash: t.finalHash ?? GENESIS_HASH,
      purgedAt: t.purgedAt?.toISOString() ?? "",
    };
    const fileCheckpoints = (options.externalCheckpoints ?? []).filter((c) => c.organisationId === t.organisationId);
    const signed =
      !options.trustedKeys ||
      (!!t.signature && options.trustedKeys.some((k) => tombstoneSignedBy(k, facts, t.signature!)));
    const past = fileCheckpoints.find(
      (c) => c.seq > facts.finalSeq || (c.seq === facts.finalSeq && c.hash !== facts.finalHash),
    );
    if (!signed || past)
      result.breaks.push({
        organisationId: t.organisationId,
        seq: 1,
        eventId: null,
        ...explained(
          !signed
            ? message("screens:auditLog.break.purgeNotSigned")
            : message("screens:auditLog.break.purgeBeyond", { finalSeq: facts.finalSeq, seq: past!.seq }),
        ),
      });
    else
      result.warningMessages.push(
        message("screens:auditLog.warning.purged", {
          organisationId: t.organisationId,
          name: t.requestedByName,
          purgedAt: facts.purgedAt,
          count: fileCheckpoints.length,
        }),
      );
  }
}
