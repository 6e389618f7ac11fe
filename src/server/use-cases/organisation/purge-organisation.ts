import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents, organisationDeletions } from "../../db/schema";
import { GENESIS_HASH } from "../audit/hash";
import type { AuditSigner } from "../audit/signing-key";
import { deletionAudience, queuePurgedEmails } from "./deletion-emails";
import { ident, organisationAccounts, ownedRows } from "./organisation-rows";
import { purgePlan } from "./purge-plan";
import { signTombstone } from "./tombstone";
import { enqueueJob } from "../../jobs/enqueue";

const countOf = (rows: unknown) => Number((rows as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);

/**
 * The `organisation-purge` job (decision 079): once the grace period is over, removes every row of the
 * organisation in every table (the order and the rules come from purge-plan.ts) in ONE transaction — all
 * or nothing — and turns the deletion row into the tombstone that remains: who asked and when, when it
 * was purged, the audit chain's head at that moment and the rows removed per table, signed with the audit
 * key. The append-only triggers let these deletes through because the transaction names this organisation
 * in `clausewise.purge_organisation`. User accounts that belong to another organisation too keep their account.
 */
export async function purgeOrganisation(
  db: Db,
  signer: AuditSigner | null,
  deletionId: string,
  now = new Date(),
): Promise<"purged" | "not_due" | "not_scheduled"> {
  return db.transaction(async (tx) => {
    const [deletion] = await tx
      .select()
      .from(organisationDeletions)
      .where(eq(organisationDeletions.id, deletionId))
      .for("update");
    if (!deletion || deletion.status !== "scheduled") return "not_scheduled";
    if (deletion.purgeAfter > now) return "not_due";
    const org = deletion.organisationId;
    await tx.execute(sql`select set_config('clausewise.purge_organisation', ${org}, true)`);
    // No event may join the chain while it is purged.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${org}))`);
    const [head] = await tx
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, org))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    const audience = await deletionAudience(tx, org);
    const accounts = await organisationAccounts(tx, org, { onlyThisOrganisation: true });
    const owner = { organisationId: org, userIds: accounts.map((a) => a.id), emails: accounts.map((a) => a.email) };

    const removed: Record<string, number> = {};
    for (const step of purgePlan()) {
      // The tombstone stays: it is the record of this purge.
      const where = step.rule.kind === "tombstone" ? null : ownedRows(step.rule, owner);
      if (!where) continue;
      const n = countOf(
        await tx.execute(
          sql`with gone as (delete from ${ident(step.table)} where ${where} returning 1) select count(*)::int as n from gone`,
        ),
      );
      if (n > 0) removed[step.table] = n;
    }

    const facts = {
      organisationId: org,
      finalSeq: head?.seq ?? 0,
      finalHash: head?.hash ?? GENESIS_HASH,
      purgedAt: now.toISOString(),
    };
    await tx
      .update(organisationDeletions)
      .set({
        status: "purged",
        purgedAt: now,
        finalSeq: facts.finalSeq,
        finalHash: facts.finalHash,
        removedRows: JSON.stringify(removed),
        keyId: signer?.keyId ?? null,
        signature: signer ? signTombstone(signer.privateKey, facts) : null,
      })
      .where(and(eq(organisationDeletions.id, deletionId), eq(organisationDeletions.status, "scheduled")));
    await queuePurgedEmails(tx, audience);
    return "purged";
  });
}

/** The job's handler: purges when due; a job that fires early (the grace period moved) is sent again for then. */
export async function runOrganisationPurge(
  db: Db,
  signer: AuditSigner | null,
  deletionId: string,
  log: { info(details: object, message: string): void },
) {
  const outcome = await purgeOrganisation(db, signer, deletionId);
  if (outcome === "purged") log.info({ deletionId }, "organisation purged on request");
  if (outcome !== "not_due") return;
  const [row] = await db.select().from(organisationDeletions).where(eq(organisationDeletions.id, deletionId));
  if (row) await enqueueJob(db, "organisation-purge", { deletionId }, { startAfter: row.purgeAfter });
}
