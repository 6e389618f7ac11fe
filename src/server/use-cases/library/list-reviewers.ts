import { and, asc, eq, inArray } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import type { ReviewerView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";

/** Roles that may review controlled documents (the same ones that may edit the library). */
const reviewerRoles = ["admin", "pcqi", "qa_manager"] as const;

/** Active members of the actor's organisation who may be named reviewer of an SOP. */
export async function listReviewers(db: Db, actor: Actor): Promise<ReviewerView[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, actor.organisationId),
        eq(users.active, true),
        inArray(memberships.role, [...reviewerRoles]),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, roleLabel: roleLabels[r.role] }));
}
