import type { AppRole } from "../../domain/roles";
import type { Actor } from "../auth/actor";
import { type DemoSeedContext, demoUsers } from "./demo-organisation";
import { systemActorNames } from "../use-cases/audit/system-actors";

/**
 * The demo user of `role` acting at the instant `at` (decision 075): the seed calls the use-cases as
 * that person, as the routes would after a sign-in, and the use-cases stamp their rows and audit
 * events with `at` instead of the clock. A role with no user in the context acts without a user id.
 */
export function demoActor(ctx: DemoSeedContext, role: AppRole, at: Date): Actor {
  const user = demoUsers.find((u) => u.role === role)!;
  return {
    userId: ctx.users[role] ?? null,
    organisationId: ctx.organisationId,
    name: user.name,
    email: user.email,
    role,
    restrictedSiteIds: user.site && ctx.sites[user.site] ? [ctx.sites[user.site]!] : null,
    currentSiteId: null,
    sessionTokenHash: null,
    now: at,
  };
}

/** The seed itself, for what no person did (creating the sites): the administrator's rights, no user. */
export function demoSystemActor(organisationId: string, at: Date): Actor {
  return {
    userId: null,
    organisationId,
    name: systemActorNames.demoSeed,
    email: "",
    role: "admin",
    restrictedSiteIds: null,
    currentSiteId: null,
    sessionTokenHash: null,
    now: at,
  };
}
