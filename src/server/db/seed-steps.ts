import type { DemoSeedStep } from "./seed";
import { seedTraining } from "../use-cases/training/seed/seed-training";
import { seedDemoAudits } from "../use-cases/audits/seed-demo-audits";
import { seedLibrary } from "../use-cases/library/seed/seed-library";
import { seedDemoScope } from "../use-cases/scope/seed-demo-scope";
import { seedDemoRecords } from "../use-cases/records/seed-demo-records";
import { seedOverview } from "../use-cases/overview/seed-overview";

/**
 * Demo data of each area, run in order inside the seed transaction after the organisation, its two
 * sites and the demo users exist. Each area adds one import and one entry.
 */
export const demoSeedSteps: DemoSeedStep[] = [
  seedDemoScope,
  seedDemoRecords,
  seedTraining,
  seedLibrary,
  seedDemoAudits,
  seedOverview,
];
