import type { ExternalAuditCreateInput } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { externalAudits } from "../../db/schema";
import { findSite } from "../sites/site-access";
import { externalAuditView } from "./external-audit-view";

export async function scheduleExternalAudit(db: Db, actor: Actor, input: ExternalAuditCreateInput) {
  const id = await db.transaction(async (tx) => {
    const site = await findSite(tx, actor, input.siteId);
    const [row] = await tx
      .insert(externalAudits)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        certificationBody: input.certificationBody,
        auditType: input.auditType,
        scheme: input.scheme,
        scheduledDate: input.date,
        auditor: input.auditor,
        createdBy: actor.userId,
        createdAt: actorNow(actor),
        updatedAt: actorNow(actor),
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "external_audit.schedule",
      entityType: "external_audit",
      entityId: row!.id,
      siteId: site.id,
      after: input,
    });
    return row!.id;
  });
  return externalAuditView(db, actor.organisationId, id);
}
