import { appRoles } from "../../../../domain/roles";
import type { TwoFactorPolicyInput, TwoFactorPolicyView } from "../../../../domain/schemas/two-factor";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import { twoFactorPolicies } from "../../../db/schema";
import { recordEvent } from "../../audit/record-event";
import { getTwoFactorPolicy } from "./get-two-factor-policy";

/** Admins choose the roles that must enrol; members of those roles are sent to enrol at once. */
export async function setTwoFactorPolicy(
  db: Db,
  actor: Actor,
  input: TwoFactorPolicyInput,
): Promise<TwoFactorPolicyView> {
  const requiredRoles = appRoles.filter((r) => input.requiredRoles.includes(r));
  return db.transaction(async (tx) => {
    const before = await getTwoFactorPolicy(tx, actor);
    await tx
      .insert(twoFactorPolicies)
      .values({ organisationId: actor.organisationId, requiredRoles })
      .onConflictDoUpdate({ target: twoFactorPolicies.organisationId, set: { requiredRoles, updatedAt: new Date() } });
    await recordEvent(tx, actor, {
      action: "organisation.two_factor_policy",
      entityType: "organisation",
      entityId: actor.organisationId,
      before,
      after: { requiredRoles },
    });
    return { requiredRoles };
  });
}
