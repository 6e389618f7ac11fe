import { shiftInstant } from "../../../domain/dates";
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
import { confirmScope } from "../../use-cases/scope/confirm-scope";
import { demoActor } from "../demo-actor";
import type { DemoSeedStep } from "../demo-organisation";

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
 * Demo seed: the PCQI confirmed oxnard's scope three weeks ago (the wizard's draft marked 2.01.04 N/A
 * the day before, so the confirmed scope carries that mark); yuma keeps the default (unconfirmed).
 */
export const seedDemoScope: DemoSeedStep = async (tx, ctx) => {
  const confirmedAt = shiftInstant(ctx.now, { days: -21 });
  await confirmScope(tx, demoActor(ctx, "pcqi", confirmedAt), {
    siteSlug: "oxnard",
    scope: oxnardDemoScope(confirmedAt),
  });
};
