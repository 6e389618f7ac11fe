import { eq } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { FindingUpdateInput } from "../../../domain/schemas/audits";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { auditFindings } from "../../db/schema";
import { conflict, invalidField } from "../../errors";
import { message } from "../../../domain/i18n/message";
import { findFinding } from "./audit-rows";
import { findingOwners } from "./finding-owners";
import { findingViews } from "./finding-views";
import { siteTodayById } from "../sites/site-today";

/** Reassigns the owner (a role, or a member for a document-audit finding) or moves the due date of an open finding. */
export async function updateFinding(
  db: Db,
  actor: Actor,
  { id, locale, ...input }: { id: string; locale?: AppLocale } & FindingUpdateInput,
) {
  const row = await db.transaction(async (tx) => {
    const before = await findFinding(tx, actor, id, true);
    if (before.status === "closed") throw conflict("A closed finding cannot be changed");
    // A document-audit finding is owned by a member, an internal-audit finding by a role (decision 118).
    if (input.ownerRole && before.source === "document_audit")
      throw invalidField("ownerRole", message("This finding is owned by a member, not a role"));
    if (input.ownerId && before.source !== "document_audit")
      throw invalidField("ownerId", message("This finding is owned by a role, not a member"));
    if (
      input.ownerId &&
      !(await findingOwners(tx, actor.organisationId, before.siteId)).some((o) => o.id === input.ownerId)
    )
      throw invalidField("ownerId", message("Choose a member who may manage findings at this site"));
    const [after] = await tx
      .update(auditFindings)
      .set({
        ownerRole: input.ownerRole ?? before.ownerRole,
        ownerId: input.ownerId ?? before.ownerId,
        dueDate: input.dueDate ?? before.dueDate,
      })
      .where(eq(auditFindings.id, id))
      .returning();
    await recordEvent(tx, actor, {
      action: "audit_finding.update",
      entityType: "audit_finding",
      entityId: id,
      siteId: before.siteId,
      before: { ownerRole: before.ownerRole, ownerId: before.ownerId, dueDate: before.dueDate },
      after: { ownerRole: after!.ownerRole, ownerId: after!.ownerId, dueDate: after!.dueDate },
    });
    return after!;
  });
  const [view] = await findingViews(
    db,
    actor.organisationId,
    [row],
    await siteTodayById(db, actor.organisationId, row.siteId),
    locale,
  );
  return view!;
}
