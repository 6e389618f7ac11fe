import { and, count, eq, isNull } from "drizzle-orm";
import { twoFactorRequiredFor } from "../../../../domain/accounts/two-factor";
import type { TwoFactorStatus } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import { hasTwoFactor } from "../../../auth/two-factor";
import type { Db } from "../../../db/client";
import { recoveryCodes } from "../../../db/schema";
import { getTwoFactorPolicy } from "./get-two-factor-policy";

export async function getTwoFactorStatus(db: Db, actor: Actor): Promise<TwoFactorStatus> {
  const enrolled = await hasTwoFactor(db, actor.userId!);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, actor.userId!), isNull(recoveryCodes.usedAt)));
  const { requiredRoles } = await getTwoFactorPolicy(db, actor);
  return {
    enrolled,
    required: twoFactorRequiredFor(requiredRoles, actor.role),
    recoveryCodesLeft: enrolled ? (left?.n ?? 0) : 0,
  };
}
