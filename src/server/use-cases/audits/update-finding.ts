import { eq } from "drizzle-orm";
import type { FindingUpdateInput } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings } from "../../db/schema";
import { conflict, invalidField } from "../../errors";
import { message } from "../../../domain/i18n/message";
import { findFinding } from "./audit-rows";
import { findingViews } from "./finding-views";
import { siteTodayById } from "../sites/site-today";

/** Reassigns the owner role or moves the due date of an open finding. */
export async function updateFinding(db: Db, actor: Actor, { id, ...input }: { id: string } & FindingUpdateInput) {
  const row = await db.transaction(async (tx) => {
    const before = await findFinding(tx, actor, id, true);
    if (before.status === "closed") throw conflict("A closed finding cannot be changed");
    // A document-audit finding is owned by a member, not a role (decision 118).
    if (input.ownerRole && before.source === "document_audit")
      throw invalidField("ownerRole", message("This finding is owned by a member, not a role"));
    const [after] = await tx
      .update(auditFindings)
      .set({ ownerRole: input.ownerRole ?? before.ownerRole, dueDate: input.dueDate ?? before.dueDate })
      .where(eq(auditFindings.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_finding.update",
      entityType: "audit_finding",
      entityId: id,
      siteId: before.siteId,
      before: { ownerRole: before.ownerRole, dueDate: before.dueDate },
      after: { ownerRole: after!.ownerRole, dueDate: after!.dueDate },
    });
    return after!;
  });
  const [view] = await findingViews(
    db,
    actor.organisationId,
    [row],
    await siteTodayById(db, actor.organisationId, row.siteId),
  );
  return view!;
}
