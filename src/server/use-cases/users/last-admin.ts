import { and, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberships, organisations, users } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Refuses (409) to demote or deactivate the organisation's last active administrator. Call it in the
 * write's transaction: it locks the organisation row until commit, so two administrators demoting or
 * deactivating each other at once are counted one after the other and cannot both succeed.
 */
export async function assertAnotherActiveAdmin(
  db: Db,
  organisationId: string,
  userId: string,
  what: "demoted" | "deactivated",
) {
  await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for("update");
  const [others] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.role, "admin"),
        eq(users.active, true),
        ne(memberships.userId, userId),
      ),
    );
  if ((others?.n ?? 0) === 0)
    throw new AppError(
      "conflict",
      "The last active administrator cannot be {{what}}: make another member an administrator first",
      undefined,
      undefined,
      { what },
    );
}
