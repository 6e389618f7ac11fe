import { and, eq } from "drizzle-orm";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import { deleteUserSessions } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { assertAnotherActiveAdmin } from "./last-admin";

/** Deactivation ends every session of the user at once. */
export async function deactivateUser(db: Db, actor: Actor, { userId }: { userId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organisationId, actor.organisationId), eq(memberships.userId, userId)));
    if (!row) throw notFound("User");
    if (!row.user.active) throw conflict("This user is already deactivated");
    if (row.user.id === actor.userId) throw conflict("You cannot deactivate your own account");
    if (row.role === "admin") await assertAnotherActiveAdmin(tx, actor.organisationId, userId, "deactivated");
    await tx.update(users).set({ active: false }).where(eq(users.id, userId));
    await deleteUserSessions(tx, userId);
    await recordEvent(tx, actor, {
      action: "user.deactivate",
      entityType: "user",
      entityId: userId,
      before: { active: true },
      after: { active: false },
    });
    return { id: userId, active: false };
  });
}
