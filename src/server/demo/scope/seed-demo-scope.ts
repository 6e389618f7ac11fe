import { shiftInstant } from "../../../domain/dates";
import { eq } from "drizzle-orm";
import { scopeSchema, type Scope } from "../../../domain/schemas/scope";
import {
  addAllergen,
  addProduct,
  defaultScope,
  markClauseNA,
  setAllergenProgram,
  setOperationFlag,
  setProcess,
  unwrap,
} from "../../../domain/scope";
import { recordEvent } from "../../use-cases/audit/record-event";
import type { DemoSeedStep } from "../demo-organisation";
import { siteScopes, sites } from "../../db/schema";

/** The packhouse scope preloaded for oxnard (spec §3: "One demo scope for site oxnard is preloaded"). */
export function oxnardDemoScope(confirmedAt: Date): Scope {
  let scope = defaultScope();
  scope = setOperationFlag(scope, "processing", true);
  scope = setOperationFlag(scope, "coldStorage", true);
  for (const activity of ["wash", "pack", "metalDetection", "crossdock"] as const)
    scope = setProcess(scope, activity, true);
  scope = setAllergenProgram(scope, "changeover");
  for (const product of ["Leafy Greens", "Tomatoes/Peppers", "Berries"]) scope = addProduct(scope, product);
  for (const allergen of ["Tree Nuts", "Sesame"]) scope = addAllergen(scope, allergen);
  scope = {
    ...scope,
    productFlags: { ...scope.productFlags, fsma204HighRisk: true },
    activities: {
      water: ["municipal", "well"],
      sanitation: ["preop", "postop"],
      calibration: ["scales", "thermometers", "metalDetectors"],
      training: ["kiosk", "mobile"],
      envMonitoring: true,
      pestControl: "thirdParty",
      supplierApproval: true,
      traceabilityDepth: "pallet_case",
    },
  };
  scope = unwrap(
    markClauseNA(
      scope,
      "2.01.04",
      "No surface water is used at this site: wash and cooling water come from the municipal supply and an on-site well.",
      shiftInstant(confirmedAt, { days: -1 }),
    ),
  );
  return scopeSchema.parse({ ...scope, allowNA: true, confirmedAt: confirmedAt.toISOString() });
}

/**
 * Demo seed: oxnard has a confirmed scope from three weeks ago; yuma keeps the default (unconfirmed).
 * Written directly, not through confirmScope: that use-case stamps the confirmation "now", and the demo
 * needs it three weeks back (the N/A mark a day earlier).
 */
export const seedDemoScope: DemoSeedStep = async (tx, { organisationId, sites: siteIds, users, now }) => {
  const siteId = siteIds.oxnard!;
  const confirmedAt = shiftInstant(now, { days: -21 });
  const scope = oxnardDemoScope(confirmedAt);
  await tx.insert(siteScopes).values({
    organisationId,
    siteId,
    draft: scope,
    applied: scope,
    confirmedAt,
    confirmedBy: users.pcqi,
    updatedAt: confirmedAt,
    updatedBy: users.pcqi,
  });
  await tx.update(sites).set({ scopeConfirmed: true }).where(eq(sites.id, siteId));
  await recordEvent(
    tx,
    { userId: null, organisationId, name: "System (demo seed)" },
    {
      action: "scope.confirm",
      entityType: "site_scope",
      entityId: "oxnard",
      siteId,
      after: scope,
    },
  );
};
