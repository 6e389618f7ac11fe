import { and, asc, eq } from "drizzle-orm";
import { roleLabels } from "../../../domain/roles";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import { deleteUserSessions } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { memberships, sites, users } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/** The organisation's sign-in users with their role and site restriction. */
export async function listMembers(db: Db, actor: Actor) {
  const rows = await db
    .select({ user: users, membership: memberships, site: sites })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(sites, eq(sites.id, memberships.restrictedSiteId))
    .where(eq(memberships.organisationId, actor.organisationId))
    .orderBy(asc(users.name));
  return rows.map(({ user, membership, site }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    active: user.active,
    role: membership.role,
    roleLabel: roleLabels[membership.role],
    restrictedSite: site?.slug ?? null,
  }));
}

/** Deactivation ends every session of the user at once. */
export async function deactivateUser(db: Db, actor: Actor, userId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ user: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.organisationId, actor.organisationId), eq(memberships.userId, userId)));
    if (!row) throw notFound("User");
    if (!row.user.active) throw conflict("This user is already deactivated");
    if (row.user.id === actor.userId) throw conflict("You cannot deactivate your own account");
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
