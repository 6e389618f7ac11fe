import type { KeyObject } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditCheckpoints, auditEvents, organisationDeletions, organisations } from "../../db/schema";
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
  reason: string;
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
  warnings: string[];
  organisations: OrganisationVerification[];
}

const PAGE = 2000;
const short = (hash: string) => hash.slice(0, 12);

type TaggedCheckpoint = SignedCheckpoint & { source: "database" | "checkpoint file" };

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
          ? `sequence gap: expected #${expected}, found #${event.seq} (events were deleted)`
          : event.prevHash !== prevHash
            ? "previous hash does not match the event before it (events were deleted, reordered or inserted)"
            : !(HASH_VERSIONS as readonly number[]).includes(event.hashVersion)
              ? `unknown hashing scheme version ${event.hashVersion}`
              : event.hashVersion < prevVersion
                ? `hashing scheme went back from version ${prevVersion} to ${event.hashVersion}`
                : event.hashVersion === 1 && !createdAtText.endsWith("000Z")
                  ? `time ${createdAtText} has sub-millisecond digits that a version-1 event never had (the time was altered)`
                  : event.hash !== eventHash(prevHash, { ...event, createdAtText })
                    ? "content does not match its hash (the event was altered)"
                    : null;
      if (reason)
        return {
          count: expected,
          lastSeq: expected - 1,
          hashesAt,
          ids,
          firstBreak: { seq: event.seq, eventId: event.id, reason },
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
  warnings: string[],
): Promise<{ summary: OrganisationVerification; breaks: ChainBreak[] }> {
  const stored = await db.select().from(auditCheckpoints).where(eq(auditCheckpoints.organisationId, organisationId));
  const seen = new Set<string>();
  const checkpoints: TaggedCheckpoint[] = [];
  for (const [source, list] of [
    ["database", stored.map(checkpointFromRow)],
    ["checkpoint file", (options.externalCheckpoints ?? []).filter((c) => c.organisationId === organisationId)],
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
    const problem = !signatureOk
      ? `the checkpoint of #${c.seq} signed ${c.signedAt} (${c.source}) is not signed by the trusted key (it names key ${c.keyId}): it was replaced or forged`
      : reached
        ? null
        : c.seq > walk.lastSeq && !walk.firstBreak
          ? `the chain ends at #${walk.lastSeq}, but the checkpoint signed ${c.signedAt} (${c.source}) covers events up to #${c.seq} (hash ${short(c.hash)}…): events were deleted or the chain rewritten`
          : `the checkpoint signed ${c.signedAt} (${c.source}) has #${c.seq} with hash ${short(c.hash)}…, but the chain holds a different #${c.seq}: events up to it were changed, deleted or re-chained`;
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
    const after = lastGood
      ? `the last good checkpoint (#${lastGood.seq}, signed ${lastGood.signedAt})`
      : "the start (no good checkpoint)";
    breaks.push({
      organisationId,
      seq,
      eventId: walk.ids.get(seq) ?? null,
      reason: `first event after ${after}: ${firstBad.problem}`,
    });
  }
  if (!walk.firstBreak && walk.count > 0 && checkpoints.length === 0)
    warnings.push(
      `Organisation ${organisationId}: no signed checkpoint yet; its ${walk.count} events are protected by the hash chain only.`,
    );
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
  const warnings: string[] = [];
  if (!options.trustedKeys) warnings.push("Checkpoint signatures were not checked: no public key was given.");
  const result: AuditVerificationResult = {
    checked: 0,
    checkpointsChecked: 0,
    breaks: [],
    warnings,
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
        reason: !signed
          ? "the organisation's events are gone and its deletion record is not signed by the trusted key"
          : `the organisation was purged at #${facts.finalSeq}, but the checkpoint file has #${past!.seq} with another head (events were removed before the purge)`,
      });
    else
      result.warnings.push(
        `Organisation ${t.organisationId} was deleted on request (asked by ${t.requestedByName}, purged ${facts.purgedAt}); its ${fileCheckpoints.length} checkpoints in the checkpoint file are not checked.`,
      );
  }
}
