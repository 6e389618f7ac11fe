import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import {
  auditFindings,
  evidencePackFiles,
  evidencePacks,
  externalAudits,
  internalAuditItems,
  internalAudits,
  organisations,
} from "../../src/server/db/schema";
import { DEMO_ORGANISATION } from "../../src/server/demo/demo-organisation";

export interface AuditIds {
  internalAudit: string;
  item: string;
  finding: string;
  externalAudit: string;
  pack: string;
  packFile: string;
}

/** Ids of seeded audits-area rows of the demo organisation (an in-progress audit, an open finding, a ready pack). */
export async function loadAuditIds(db: Db): Promise<AuditIds> {
  const [org] = await db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const orgId = org!.id;
  const [audit] = await db
    .select()
    .from(internalAudits)
    .where(and(eq(internalAudits.organisationId, orgId), eq(internalAudits.status, "in-progress")))
    .limit(1);
  const [item] = await db
    .select()
    .from(internalAuditItems)
    .where(eq(internalAuditItems.auditId, audit!.id))
    .orderBy(asc(internalAuditItems.position))
    .limit(1);
  const [finding] = await db
    .select()
    .from(auditFindings)
    .where(and(eq(auditFindings.organisationId, orgId), eq(auditFindings.status, "open")))
    .limit(1);
  const [external] = await db
    .select()
    .from(externalAudits)
    .where(and(eq(externalAudits.organisationId, orgId), eq(externalAudits.status, "pending-response")))
    .limit(1);
  const [pack] = await db
    .select()
    .from(evidencePacks)
    .where(and(eq(evidencePacks.organisationId, orgId), eq(evidencePacks.status, "ready")))
    .limit(1);
  const [file] = await db
    .select({ id: evidencePackFiles.id })
    .from(evidencePackFiles)
    .where(eq(evidencePackFiles.packId, pack!.id))
    .limit(1);
  return {
    internalAudit: audit!.id,
    item: item!.id,
    finding: finding!.id,
    externalAudit: external!.id,
    pack: pack!.id,
    packFile: file!.id,
  };
}
