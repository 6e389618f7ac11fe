import { eq } from "drizzle-orm";
import type { TwoFactorPolicyView } from "../../../../domain/schemas/two-factor";
import type { Db } from "../../../db/client";
import { twoFactorPolicies } from "../../../db/schema";

/** The organisation's rule (no row: no role is required to enrol). */
export async function getTwoFactorPolicy(db: Db, ctx: { organisationId: string }): Promise<TwoFactorPolicyView> {
  const [row] = await db
    .select({ requiredRoles: twoFactorPolicies.requiredRoles })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.organisationId, ctx.organisationId));
  return { requiredRoles: row?.requiredRoles ?? [] };
}
