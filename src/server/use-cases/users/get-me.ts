import { eq } from "drizzle-orm";
import { permissions, type Permission } from "../../../domain/permissions";
import { roleLabels } from "../../../domain/roles";
import { initialsOf, type Me } from "../../../domain/schemas/auth";
import { twoFactorRequiredFor } from "../../../domain/accounts/two-factor";
import type { Actor } from "../../auth/actor";
import { hasTwoFactor } from "../../auth/two-factor";
import { getTwoFactorPolicy } from "../accounts/two-factor/get-two-factor-policy";
import type { Db } from "../../db/client";
import { organisations } from "../../db/schema";
import { siteSlugsOf } from "../team/site-restrictions";

export async function getMe(db: Db, actor: Actor): Promise<Me> {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, actor.organisationId));
  return {
    user: { id: actor.userId!, name: actor.name, email: actor.email, initials: initialsOf(actor.name) },
    organisation: { id: org!.id, name: org!.name },
    role: actor.role,
    roleLabel: roleLabels[actor.role],
    permissions: (Object.keys(permissions) as Permission[]).filter((p) =>
      (permissions[p] as readonly string[]).includes(actor.role),
    ),
    restrictedSites: await siteSlugsOf(db, actor.restrictedSiteIds),
    mustEnrolTwoFactor:
      twoFactorRequiredFor((await getTwoFactorPolicy(db, actor)).requiredRoles, actor.role) &&
      !(await hasTwoFactor(db, actor.userId!)),
    locale: actor.locale ?? null,
  };
}
