import { and, asc, eq, inArray } from "drizzle-orm";
import { permissions } from "../../../domain/permissions";
import type { SupplierOwnerOption } from "../../../domain/schemas/suppliers";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { memberships, users } from "../../db/schema";

/**
 * Who a supplier may be given to as its owner (the form's member picker): the organisation's active
 * members whose role gathers supplier documents (`suppliers.manage`), so the one told of an expiry can act on it.
 */
export async function listSupplierOwners(db: Db, actor: Actor): Promise<{ owners: SupplierOwnerOption[] }> {
  const owners = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, actor.organisationId),
        eq(users.active, true),
        inArray(memberships.role, [...permissions["suppliers.manage"]]),
      ),
    )
    .orderBy(asc(users.name));
  return { owners };
}
