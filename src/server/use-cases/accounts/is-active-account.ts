import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/** Whether an active account with this e-mail exists (e.g. the demo administrator). */
export async function isActiveAccount(db: Db, input: { email: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.active, true)));
  return !!row;
}
